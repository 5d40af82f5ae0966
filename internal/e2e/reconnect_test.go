package e2e

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"knowledgestack/internal/agent/agenttest"
)

// The browser loses the network in the middle of an answer: the page says
// "reconnecting…", and once the network is back the rest of the answer
// arrives (Last-Event-ID) and the whole answer is shown once. Then Stop ends
// a streaming answer within a second, saying so.
func TestAnswerSurvivesANetworkDropAndStopStopsIt(t *testing.T) {
	answer := "Annual leave is twenty-five days a year. " + strings.Repeat("Unused days carry over until the end of March. ", 6) +
		"Ask your manager before booking."
	long := strings.Repeat("This answer goes on and on. ", 80)
	// The first answer pauses after its opening sentence until the page has
	// shown the cut: a merely slow answer (3.3 s) could reach a loaded
	// machine's browser whole before the network went away.
	hold := make(chan struct{})
	var resumed sync.Once
	resume := func() { resumed.Do(func() { close(hold) }) }
	model := agenttest.New(func(i int, _ agenttest.Request) agenttest.Reply {
		if i == 0 {
			return agenttest.Reply{Text: answer, ChunkSize: 4, Delay: 40 * time.Millisecond, Hold: hold, HoldAfter: 10}
		}
		return agenttest.Reply{Text: long, ChunkSize: 4, Delay: 40 * time.Millisecond}
	})
	t.Cleanup(model.Close)
	t.Cleanup(resume) // before Close, which would wait for a held answer
	st := startStack(t, chatEnv(model, "fake-model"))
	b := newOwner(t, st, "Rita Roam", "rita@example.com", "Roaming")
	goTo(b, "Ask", "/ask")

	b.do("ask and watch the answer start", 30*time.Second,
		fill(`#question`, "How much annual leave do I get?"+kb.Enter),
		until(`(document.querySelector('.turn:last-of-type .answer')?.textContent ?? "").includes("twenty-five")`, 20*time.Second),
	)
	// The network goes away: the stream breaks mid-answer and every retry meets a dead network.
	b.tolerate("net::ERR_")
	st.Net.cut()
	b.do("see it reconnecting", 10*time.Second,
		until(`document.querySelector('[data-testid="reconnecting"]')?.textContent.includes("reconnecting")`, 8*time.Second),
	)
	b.shot("chat-reconnecting")
	time.Sleep(1500 * time.Millisecond)
	if s := eval[string](b, "read the turn while offline", `document.querySelector('.turn:last-of-type')?.dataset.status ?? ""`); s != "running" {
		t.Fatalf("while offline the turn is %q, want running", s)
	}
	resume() // the turn writes on while the browser is offline
	st.Net.restore()
	b.do("the rest of the answer arrives", 40*time.Second,
		until(`document.querySelector('.turn:last-of-type[data-status="completed"]') !== null`, 35*time.Second),
		until(`document.querySelector('[data-testid="reconnecting"]') === null`, 5*time.Second),
	)
	shown := eval[string](b, "read the answer", `document.querySelector('.turn:last-of-type .answer')?.textContent ?? ""`)
	if !strings.Contains(shown, answer) || strings.Count(shown, "Annual leave is twenty-five days") != 1 ||
		strings.Count(shown, "Unused days carry over") != 6 {
		t.Fatalf("the answer shown is not the whole answer once:\n%s", shown)
	}
	b.shot("chat-after-reconnect")

	b.do("ask again and let it stream", 30*time.Second,
		fill(`#question`, "Tell me everything"+kb.Enter),
		until(`(document.querySelector('.turn:last-of-type .answer')?.textContent ?? "").includes("goes on and on")`, 20*time.Second),
		// Timed inside the page: the moment of the click and the moment the turn shows it was stopped.
		chromedp.Evaluate[chromedp.Void](`(() => {
			window.__stopped = 0;
			const obs = new MutationObserver(() => {
				if (!window.__stopped && document.querySelector('.turn:last-of-type[data-status="failed"]')) {
					window.__stopped = performance.now();
					obs.disconnect();
				}
			});
			obs.observe(document.body, { subtree: true, childList: true, attributes: true });
			const stop = [...document.querySelectorAll('.composer button')].find((x) => x.textContent.trim() === "Stop");
			window.__stopAt = performance.now();
			stop.click();
		})()`),
		until(`window.__stopped > 0`, 10*time.Second),
	)
	took := eval[float64](b, "read the stop time", `window.__stopped - window.__stopAt`)
	failed := eval[string](b, "read the stopped turn", `document.querySelector('.turn:last-of-type [data-testid="turn-failed"]')?.textContent ?? ""`)
	t.Logf("Stop took %.0f ms in the page", took)
	if took > 1000 || !strings.Contains(failed, "you stopped this answer") {
		t.Fatalf("Stop took %.0f ms; the turn says %q", took, failed)
	}
	if n := strings.Count(eval[string](b, "read the stopped answer", `document.querySelector('.turn:last-of-type .answer')?.textContent ?? ""`), "goes on and on"); n >= 80 {
		t.Fatalf("the whole answer was written despite Stop (%d sentences)", n)
	}
	b.shot("chat-stopped")
}
