package httpclient

import (
	"errors"
	"fmt"
	"testing"

	"knowledgestack/internal/errs"
)

func TestExists(t *testing.T) {
	boom := errors.New("connection reset")
	cases := []struct {
		name    string
		err     error
		found   bool
		wantErr error
	}{
		{"no error is found", nil, true, nil},
		{"a wrapped not found is a plain no", fmt.Errorf("get page: %w", errs.E(errs.NotFound, "object_not_found")), false, nil},
		{"any other error stays an error", boom, false, boom},
		{"unauthorized is not read as gone", errs.E(errs.Unauthorized, "token expired"), false, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			found, err := Exists(c.err)
			if found != c.found {
				t.Errorf("found %v, want %v", found, c.found)
			}
			if c.wantErr != nil && !errors.Is(err, c.wantErr) {
				t.Errorf("err %v, want %v", err, c.wantErr)
			}
			if c.err != nil && !IsNotFound(c.err) && err == nil {
				t.Errorf("%v was swallowed", c.err)
			}
			if IsNotFound(c.err) && err != nil {
				t.Errorf("not found came back as the error %v", err)
			}
		})
	}
}
