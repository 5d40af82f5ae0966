package convert

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"
)

// TestMutantsNeverHang converts 300 randomly damaged copies of each real
// Office and CSV file (a deterministic cousin of FuzzContainers, which the
// loaded CI machine runs too slowly to rely on): none hangs past 5 s, none
// panics, and every failure is a *convert.Error.
func TestMutantsNeverHang(t *testing.T) {
	c := newConverter(t)
	r := rand.New(rand.NewPCG(1, 2))
	for _, name := range []string{"policy.docx", "deck.pptx", "prices.xlsx", "inventory.csv"} {
		orig := read(t, name)
		for i := 0; i < 300; i++ {
			d := append([]byte(nil), orig...)
			for k := 0; k < 1+r.IntN(4); k++ {
				d[r.IntN(len(d))] = byte(r.IntN(256))
			}
			start := time.Now()
			done := make(chan struct{})
			var err error
			go func() {
				defer close(done)
				_, err = c.Convert(context.Background(), d, name, "")
			}()
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				t.Fatalf("%s mutant %d hangs", name, i)
			}
			var ce *Error
			if err != nil && !errors.As(err, &ce) {
				t.Errorf("%s mutant %d: %v is not a *convert.Error", name, i, err)
			}
			if el := time.Since(start); el > time.Second {
				t.Logf("%s mutant %d took %v", name, i, el)
			}
		}
	}
}
