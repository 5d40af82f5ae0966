package pii

import (
	"strconv"
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

// BenchmarkFindForeignScripts measures hostile text for the passes of
// foreign.go: Arabic word runs, Han runs and web addresses packed into
// Latin text, at two sizes — the time per byte must stay flat (linear).
func BenchmarkFindForeignScripts(b *testing.B) {
	unit := "Labour MP 朱冠廷 defects, آدم عمر يوسف said http://t.co/Un5T7qTUu7 http://x.example/Anna-Smith Co Clare "
	benchFindRepeated(b, unit)
}

// BenchmarkFindLoneWords measures hostile text for docs/adr/0070's passes:
// one long line of lone given names and brands that need context, whole
// names they are joined to by "and", values after names, table cells and
// names before e-mail addresses, at two sizes — the time per byte must
// stay flat (linear).
func BenchmarkFindLoneWords(b *testing.B) {
	unit := "Isis and Zara Byrne met Nike | Vic | then Anna approved, to Lars, IBAN DE89370400440532013000 Michiel Cock m.cock@vu.nl Barack Obama "
	benchFindRepeated(b, unit)
}

// BenchmarkFindCJK measures docs/adr/0073's passes on Chinese and Japanese
// prose dense with family-name characters, titles, middle dots and
// katakana runs, at two sizes (80 kB the larger) — the time per byte must
// stay flat (linear).
func BenchmarkFindCJK(b *testing.B) {
	unit := "經理王世綱說，天文學家喬治·赫比格命名的陳林黃張，《史記·項羽本紀》。専門の小林明教授は、ジョン・スミス氏とホテル・エデンで会った。"
	benchFindRepeated(b, unit)
}

// BenchmarkFindRomanised measures docs/adr/0076's passes on text dense with
// romanised names and their look-alikes (pinyin and Hepburn words, Polish
// letters, al- family names, compounds of English words), at two sizes —
// the time per byte must stay flat (linear).
func BenchmarkFindRomanised(b *testing.B) {
	unit := "Xi Jinping met Tanaka Hiroshi, Waleriusz Tulicki and Jibril al-Adnan at Masjid al-Haram; He Yinuo, Kung Fu, Sun Microsystems, Long Island, Zhan Zhan Khoo, Ryś Zboch. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindModelProse measures the person word model's pass
// (docs/adr/0083) on running prose dense with capitalised words, inflected
// names and glued nouns, so every line is decoded, at two sizes — the time
// per byte must stay flat (linear).
func BenchmarkFindModelProse(b *testing.B) {
	unit := "Njihov Poglavnik Ante Pavelić i Real Madrida Cristiano Ronaldo su rekli da Vlada sa Jackom Kerouacom ide u Zagreb. "
	benchFindRepeated(b, unit)
}

// benchFindRepeated runs Find on unit repeated to 20 kB and to 80 kB, one
// sub-benchmark each: equal time per byte at both sizes means linear.
func benchFindRepeated(b *testing.B, unit string) {
	d := NewDetector()
	for _, size := range []int{20_000, 80_000} {
		text := strings.Repeat(unit, size/len(unit))
		b.Run(strconv.Itoa(size), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for i := 0; i < b.N; i++ {
				d.Find(text)
			}
		})
	}
}
