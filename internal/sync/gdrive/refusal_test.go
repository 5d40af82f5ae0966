package gdrive

import (
	"context"
	"strings"
	"testing"

	"knowledgestack/internal/httpclient"
)

// refusingReader answers every read with one Drive error.
type refusingReader struct{ err error }

func (r refusingReader) Export(context.Context, string, string, int64) ([]byte, error) {
	return nil, r.err
}
func (r refusingReader) Download(context.Context, string, int64) ([]byte, error) { return nil, r.err }

// TestRefusalsNameWhatHappened: a 403 on export says the owner does not
// allow it; any other refusal carries Drive's own reason and message,
// never the generic "could not return this document".
func TestRefusalsNameWhatHappened(t *testing.T) {
	doc := File{ID: "d1", Name: "Budget 2026", MimeType: MimeDoc}
	cases := []struct {
		name string
		f    File
		err  *httpclient.APIError
		want string
	}{
		{"owner restricted export", doc, &httpclient.APIError{Provider: "google drive", Status: 403, Code: "cannotExportFile", Message: "This file cannot be exported by the user."},
			"Budget 2026: the file's owner does not allow export (Drive: cannotExportFile)"},
		{"another 403 keeps Drive's reason", doc, &httpclient.APIError{Provider: "google drive", Status: 403, Code: "domainPolicy", Message: "The domain administrators have disabled Drive apps."},
			"Budget 2026: Google Drive refused the export (403 domainPolicy: The domain administrators have disabled Drive apps.)"},
		{"a 400 on a download", File{ID: "p1", Name: "a.pdf", MimeType: "application/pdf"}, &httpclient.APIError{Provider: "google drive", Status: 400, Code: "badRequest", Message: "Bad Request"},
			"a.pdf: Google Drive refused the download (400 badRequest: Bad Request)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Content{}.Markdown(context.Background(), refusingReader{c.err}, c.f)
			ue, ok := err.(*UnreadableError)
			if !ok || ue.Reason != c.want {
				t.Errorf("got %v, want %q", err, c.want)
			}
		})
	}
	t.Run("a 404 is still the client's error (the file is gone)", func(t *testing.T) {
		_, err := Content{}.Markdown(context.Background(), refusingReader{&httpclient.APIError{Status: 404, Code: "notFound"}}, doc)
		if _, ok := err.(*UnreadableError); ok || err == nil || !strings.Contains(err.Error(), "404") {
			t.Errorf("got %v", err)
		}
	})
}
