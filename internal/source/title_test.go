package source

import "testing"

// TestTitle: the one title rule (uploads and loaded corpora); the eval loader's
// copy took a heading inside a code fence for the title.
func TestTitle(t *testing.T) {
	cases := []struct{ name, md, want string }{
		{"first H1 wins", "intro\n# Real Title #\n# Second", "Real Title"},
		{"an H1 inside a code fence is not a title", "```\n# not this\n```\ntext", "not this file"},
		{"an H2 is not a title", "## Sub\ntext", "not this file"},
		{"the file name is cleaned", "text", "not this file"},
		{"an indented heading is not a title", "   # indented\ntext", "not this file"},
		{"a tilde fence hides its heading too", "~~~\n# not this\n~~~\n# Real", "Real"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Title("not_this-file.md", tc.md); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}
