package pii

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// BenchmarkFindPerKB prints make bench's table of Find's time per KB (run
// it once: -benchtime 1x); a benchmark, not a test, as it reads a clock.
func BenchmarkFindPerKB(b *testing.B) {
	if err := findPerKBTable(os.Stdout); err != nil {
		b.Fatal(err)
	}
}

// findPerKBTable times Detector.Find on short, long and crafted text
// (docs/adr/0152): every input is hostile until checked, so Find's time must
// grow linearly with the text. Targets: the time per KB on 1 MB of prose
// within 2x of 2 KB's, and no crafted 100 KB input over about a second.
// Times are the process's CPU time, not the wall clock: on a shared machine
// the wall clock measures the neighbours.
func findPerKBTable(out io.Writer) error {
	prose, err := labelledProse("testdata/names_written.txt", "testdata/names_third.txt")
	if err != nil {
		return err
	}
	d := NewDetector()
	d.Find("warm up Anna Smith") // the lists load on first use
	fmt.Fprintln(out, "\n### PII Find: time per KB on short, long and crafted text (docs/adr/0152)")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| input | KB | spans | CPU seconds | ms per KB | x 2 KB prose | target |")
	fmt.Fprintln(out, "|---|---:|---:|---:|---:|---:|---|")
	base := 0.0
	row := func(name, text, target string, ok func(sec, perKB float64) bool) {
		// A short text is timed over several runs: one run is within the
		// clock's grain.
		runs := max(1, 20_000/len(text))
		start := cpuTime()
		var n int
		for range runs {
			n = len(d.Find(text))
		}
		sec := (cpuTime() - start).Seconds() / float64(runs)
		kb := float64(len(text)) / 1000
		perKB := sec * 1000 / kb
		if base == 0 {
			base = perKB
		}
		verdict := target
		if target != "" {
			verdict += map[bool]string{true: " met", false: " MISSED"}[ok(sec, perKB)]
		}
		fmt.Fprintf(out, "| %s | %.0f | %d | %.3f | %.2f | %.2f | %s |\n", name, kb, n, sec, perKB, perKB/base, verdict)
	}
	row("prose (earlier sets' documents)", cutTo(prose, 2_000), "", nil)
	within2x := func(_, perKB float64) bool { return perKB <= 2*base }
	row("prose", cutTo(prose, 64_000), "<= 2x per KB", within2x)
	row("prose", cutTo(prose, 1_000_000), "<= 2x per KB", within2x)
	row("prose as one line (no newline)", cutTo(strings.ReplaceAll(prose, "\n", " "), 200_000), "<= 2x per KB", within2x)
	var csv strings.Builder
	for i := range 10_000 {
		fmt.Fprintf(&csv, "%d,Anna Smith,anna%d@example.com,+44 20 7946 %04d,London,Engineer\n", i, i, i%10_000)
	}
	row("CSV, 10,000 rows", csv.String(), "<= 2x per KB", within2x)
	underSecond := func(sec, _ float64) bool { return sec <= 1 }
	for _, c := range []struct{ name, unit string }{
		{"Cyrillic prose", "Президент Владимир Путин встретился с Анной Ивановой в Москве. "},
		{"Arabic prose", "قال الرئيس محمد بن سلمان إن أحمد علي سيزور القاهرة. "},
		{"CJK prose", "經理王世綱說，天文學家喬治·赫比格命名的陳林黃張。専門の小林明教授は会った。"},
		{"Thai prose", "นายสมชาย ใจดี ได้พบกับนางสาวสมหญิง รักไทย ที่กรุงเทพ "},
		{"Devanagari prose", "प्रधानमंत्री नरेंद्र मोदी ने राहुल गांधी से दिल्ली में मुलाकात की। "},
		{"one word repeated", "Anna "},
		{"capitalised words", "Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliet "},
		{"initials (A. A. A. ...)", "A. "},
		{"one letter", "a"},
		{"combining marks", "\u0301"},
		{"Thai run, no spaces", "สมชาย"},
		{"Han run, no spaces", "王世綱"},
		{"Hangul run, no spaces", "김민수"},
		{"Cyrillic run, no spaces", "Путин"},
		{"Arabic run, no spaces", "محمد"},
		{"Devanagari run, no spaces", "मोदी"},
		{"nested brackets", "(["},
		{"nested quotes", "«\"'“"},
	} {
		row(c.name+", 100 KB", cutTo(strings.Repeat(c.unit, 100_000/len(c.unit)+1), 100_000), "<= 1 s", underSecond)
	}
	return nil
}

// cpuTime is the CPU time the process has used (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// labelRE is a set's [[Name|kind]] label.
var labelRE = regexp.MustCompile(`\[\[([^|\]]*)\|[^\]]*\]\]`)

// labelledProse is the documents of labelled name sets, labels and headers
// dropped, as one text.
func labelledProse(paths ...string) (string, error) {
	var b strings.Builder
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		for _, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "=== ") {
				continue
			}
			b.WriteString(labelRE.ReplaceAllString(line, "$1"))
			b.WriteByte('\n')
		}
	}
	return b.String(), nil
}

// cutTo repeats s until it holds n bytes and cuts it there, at a rune's
// start.
func cutTo(s string, n int) string {
	if s == "" {
		return s
	}
	for len(s) < n {
		s += s
	}
	for n > 0 && n < len(s) && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}
