package gdrive

import (
	"errors"

	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/sync/pass"
)

func asAPIError(err error, target **httpclient.APIError) bool { return errors.As(err, target) }

// connErr translates client errors into the sync contract's sentinels: a
// refused grant is pass.ErrNeedsReauth, a missing file pass.ErrDocumentGone.
func connErr(err error) error {
	return httpclient.ForSync("google drive", err, pass.ErrNeedsReauth, pass.ErrDocumentGone)
}

// invalidToken reports whether changes.list refused the saved start page
// token (expired or never valid): Drive answers 400 "Invalid Value" on the
// pageToken parameter; a 404 or 410 is read the same way.
func invalidToken(err error) bool {
	switch statusOf(err) {
	case 404, 410:
		return true
	case 400:
		return true
	}
	return false
}
