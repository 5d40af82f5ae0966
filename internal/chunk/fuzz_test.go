package chunk

import (
	"testing"
)

func FuzzSplit(f *testing.F) {
	seeds := []string{
		"",
		"# A\n\ntext",
		"Title\n=====\n\nbody\n\nSub\n---\n\nmore",
		"| a | b |\n|---|:-:|\n| 1 | 2 |\n| 3 | 4 |\n",
		"```go\nfunc main() {}\n```\n",
		"~~~~python title=x\nprint(1)\n",
		"    indented code\n\n- list\n- items\n\n> quote",
		"#no heading\n####### seven\n## closed ##\n",
		"a\r\nb\r\n\r\n# H\r\n",
		"<|endoftext|> \xff\xfe invalid utf8",
	}
	for _, s := range seeds {
		f.Add(s, uint8(20))
	}
	c := newChunker(f, Options{})
	small := map[uint8]*Chunker{}
	f.Fuzz(func(t *testing.T, md string, max uint8) {
		m := int(max)%48 + minCeiling
		ch, ok := small[uint8(m)]
		if !ok {
			var err error
			ch, err = withEncoder(Options{MaxTokens: m, MinTokens: m / 4}, c.enc)
			if err != nil {
				t.Fatal(err)
			}
			small[uint8(m)] = ch
		}
		for _, cc := range []*Chunker{c, ch} {
			checkInvariants(t, cc, md, cc.split(md))
		}
	})
}
