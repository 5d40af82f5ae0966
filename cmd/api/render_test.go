package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunRender(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"renders a saved notion block list", []string{"notion", "../../internal/sync/notion/testdata/recorded/kristaxlab-notion-sdk/retrieve-blocsk-rs-2.json"}, "```mermaid"},
		{"renders a saved confluence page", []string{"confluence", "../../internal/sync/confluence/testdata/recorded/cloud-responses/v2_page_98400.json"}, "Say hello to your colleagues"},
		{"renders a saved confluence page list with titles", []string{"confluence", "../../internal/sync/confluence/testdata/recorded/cloud-responses/v2_space_294916_pages_storage.json"}, "# My first space"},
		{"renders a saved slack thread", []string{"slack", "../../internal/sync/slack/testdata/recorded/slack-api-specs/conversations.replies.200.json"}, "three for the land"},
		{"renders a saved google doc html export with its table", []string{"gdrive", "../../internal/sync/gdrive/testdata/third_party/google-docs-to-markdown/tables.export.html"}, "| Textual | 53"},
		{"renders a saved google slides pptx export", []string{"gdrive", "../../internal/sync/gdrive/testdata/files/deck.pptx"}, "## Slide 2"},
		{"renders a bare storage fragment", []string{"confluence", "../../internal/sync/confluence/testdata/third_party/mark-storage-format-samples/tasklists.html"}, "- [x]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			if err := runRender(c.args, &out); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out.String(), c.want) {
				t.Errorf("output lacks %q:\n%s", c.want, out.String())
			}
		})
	}
	t.Run("rejects an unknown provider", func(t *testing.T) {
		if err := runRender([]string{"jira", "x"}, &bytes.Buffer{}); err == nil {
			t.Fatal("want error")
		}
	})
	t.Run("rejects a notion file that is not blocks", func(t *testing.T) {
		if err := runRender([]string{"notion", "../../internal/sync/notion/testdata/recorded/brd6-notion-sdk-php/client_users_retrieve_user_200.json"}, &bytes.Buffer{}); err == nil {
			t.Fatal("want error")
		}
	})
}
