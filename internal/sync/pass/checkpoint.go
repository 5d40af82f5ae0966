package pass

import (
	"encoding/json"

	"knowledgestack/internal/errs"
)

// A connector whose listing has more state than a provider cursor (which
// phase it is in, which channel or folder, the provider's own cursor) keeps
// that state as JSON in Page.NextCursor; the pass stores it as the
// checkpoint and hands it back, after a restart too.

// EncodeCheckpoint is the NextCursor for a listing's state cur, or "" when
// more is false (the listing is done).
func EncodeCheckpoint(cur any, more bool) string {
	if !more {
		return ""
	}
	b, err := json.Marshal(cur)
	if err != nil {
		panic(err) // a connector's checkpoint is a plain struct, which always encodes
	}
	return string(b)
}

// DecodeCheckpoint reads a checkpoint EncodeCheckpoint wrote into cur; one
// it cannot read (a stored checkpoint edited or of an older version) is an
// errs.Invalid error naming the provider.
func DecodeCheckpoint(provider, raw string, cur any) error {
	if err := json.Unmarshal([]byte(raw), cur); err != nil {
		return errs.Wrap(errs.Invalid, err, "%s: unreadable checkpoint", provider)
	}
	return nil
}
