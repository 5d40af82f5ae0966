package corpus_test

import (
	"strings"
	"testing"

	"knowledgestack/internal/evaluation/corpus"
)

func TestReadQrels(t *testing.T) {
	q, err := corpus.ReadQrels(strings.NewReader("query-id\tcorpus-id\tscore\n1\td1\t2\n1\td2\t0\n\n2\td3\t1\n"))
	if err != nil || len(q) != 2 || q["1"]["d1"] != 2 || q["1"]["d2"] != 0 || q["2"]["d3"] != 1 {
		t.Fatalf("qrels %v, err %v", q, err)
	}
	for name, in := range map[string]string{
		"a score that is not an integer": "1\td1\thigh\n",
		"a line of two fields":           "q\tc\ts\n1 d1 1\n",
		"no judgement":                   "query-id\tcorpus-id\tscore\n",
	} {
		if _, err := corpus.ReadQrels(strings.NewReader(in)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
