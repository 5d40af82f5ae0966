package pii

import (
	"strings"
	"testing"
)

// BenchmarkRedact measures one tool result's worth of text (20,000
// characters, the most the model reads of one SQL answer) dense with values.
func BenchmarkRedact(b *testing.B) {
	recs := generateSample(220)
	var sb strings.Builder
	for _, r := range recs {
		if sb.Len() > 20000 {
			break
		}
		sb.WriteString(r.Text)
		sb.WriteByte('\n')
	}
	text := sb.String()
	d := NewDetector()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		NewMask(d).Redact(text)
	}
}
