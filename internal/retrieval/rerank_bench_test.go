package retrieval

import (
	"slices"
	"testing"
	"time"

	"knowledgestack/internal/testdb"
)

// BenchmarkRerank measures what the second stage adds to a hybrid search on
// the demo handbook's questions. Each iteration runs one question with the
// stage off and then on, so a busy machine slows both alike; it reports the
// mean and p95 of each and the mean added time.
// go test ./internal/retrieval -run '^$' -bench Rerank -benchtime 400x
func BenchmarkRerank(b *testing.B) {
	pool := testdb.New(b)
	ws := newWorkspace(b, pool, "bench")
	loadCorpus(b, pool, ws, handbookDir)
	qs := readQuestions(b, handbookDir+"/questions.jsonl")
	off := newSearcher(pool, Options{Rerank: RerankOptions{Depth: -1}})
	on := newSearcher(pool, Options{})
	var offT, onT []time.Duration
	i := 0
	for b.Loop() {
		q := qs[i%len(qs)].Question
		i++
		t := time.Now()
		search(b, off, ws, q, DefaultLimit)
		offT = append(offT, time.Since(t))
		t = time.Now()
		search(b, on, ws, q, DefaultLimit)
		onT = append(onT, time.Since(t))
	}
	ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
	mean := func(ds []time.Duration) float64 {
		var s time.Duration
		for _, d := range ds {
			s += d
		}
		return ms(s) / float64(len(ds))
	}
	p95 := func(ds []time.Duration) float64 {
		s := slices.Clone(ds)
		slices.Sort(s)
		return ms(s[(len(s)*95)/100])
	}
	b.ReportMetric(mean(offT), "off-ms")
	b.ReportMetric(mean(onT), "on-ms")
	b.ReportMetric(mean(onT)-mean(offT), "added-ms")
	b.ReportMetric(p95(offT), "off-p95-ms")
	b.ReportMetric(p95(onT), "on-p95-ms")
}
