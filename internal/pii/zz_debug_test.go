package pii

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDebugTuning(t *testing.T) {
	parts := freshParts(t)
	docs, labels := loadLabelled(t, freshSet)
	var b strings.Builder
	for i, doc := range docs {
		if parts[i] != "tuning" {
			continue
		}
		found := detector.Find(doc)
		want := map[[2]int]bool{}
		for _, l := range labels[i] {
			want[[2]int{l.start, l.end}] = true
		}
		ctx := func(s, e int) string {
			a, z := max(0, s-70), min(len(doc), e+50)
			for a > 0 && doc[a]&0xC0 == 0x80 {
				a--
			}
			for z < len(doc) && doc[z]&0xC0 == 0x80 {
				z++
			}
			return strings.ReplaceAll(doc[a:s]+"<<"+doc[s:e]+">>"+doc[e:z], "\n", " | ")
		}
		got := map[[2]int]bool{}
		for _, sp := range found {
			if sp.Kind == Person {
				got[[2]int{sp.Start, sp.End}] = true
				if !want[[2]int{sp.Start, sp.End}] {
					fmt.Fprintf(&b, "FALSE %s\n", ctx(sp.Start, sp.End))
				}
			}
		}
		for _, l := range labels[i] {
			if !got[[2]int{l.start, l.end}] {
				fmt.Fprintf(&b, "MISS[%s] %s\n", l.kind, ctx(l.start, l.end))
			}
		}
	}
	os.WriteFile("/tmp/h30x/debug.txt", []byte(b.String()), 0o644)
}
