package agent_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/tools/toolstest"
)

// On the demo handbook, offline, the vacation question's answer opens with
// the annual-leave sentence, cited, although the search ranks the warranty
// table ("New arms … 24 months") first.
func TestOfflineAnswerLeadsWithTheSentenceThatAnswers(t *testing.T) {
	ctx := context.Background()
	e := embedtest.WordVec()
	w := loadWorkspace(t, ctx, "demo", "../../demo/handbook", e)
	r := newRig(t, w.Searcher, toolstest.DB{}, agent.Config{}, nil)
	for _, tc := range []struct{ question, want, doc string }{
		{"How many vacation days do new employees get?", "25 days of annual leave", "leave-policy.md"},
		{"Can I carry unused holiday days into next year?", "up to 5 unused days", "leave-policy.md"},
		{"How many paid sick days do I have?", "10 paid sick days", "leave-policy.md"},
		{"How much is the monthly internet allowance for remote employees?", "$40 per month", "remote-work-policy.md"},
		{"How much is the per diem on long trips?", "$65 per day", "travel-policy.md"},
	} {
		t.Run(tc.question, func(t *testing.T) {
			in := input(tc.question)
			in.WorkspaceID, in.UserID = w.ID, uuid.Nil
			out, _ := r.run(t, in)
			lines := strings.Split(out.Answer, "\n")
			if !strings.Contains(lines[0], tc.want) {
				t.Fatalf("the answer does not open with %q:\n%s", tc.want, out.Answer)
			}
			cited := false
			for _, c := range out.Citations {
				if c.DocumentID == w.Corpus.Documents[tc.doc] && strings.Contains(lines[0], "["+itoa(c.N)+"]") {
					cited = true
				}
			}
			if !cited {
				t.Errorf("the lead %q does not cite %s (citations %+v)", lines[0], tc.doc, out.Citations)
			}
		})
	}
}

func itoa(n int) string {
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}
