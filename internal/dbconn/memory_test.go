package dbconn

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"knowledgestack/internal/tools"
)

// childEnv carries the database URL and the statement to the child process of TestHugeValuesKeepMemoryBounded.
const childEnv = "KS_DBCONN_MEMORY_CHILD"

// childReport is what the child prints: what execute_sql answered and its own peak resident set.
type childReport struct {
	Text     string `json:"text"`
	Err      string `json:"err"`
	Cell     int    `json:"cell"` // runes in the first value
	CutCells int    `json:"cutCells"`
	VmHWMKiB int    `json:"vmHWMKiB"`
}

// TestMemoryChild is not a test of its own: TestHugeValuesKeepMemoryBounded runs this test binary again with
// childEnv set, so that the peak resident set it reads belongs to one query alone.
func TestMemoryChild(t *testing.T) {
	spec := os.Getenv(childEnv)
	if spec == "" {
		return // only meaningful as the child process
	}
	var in struct{ URL, SQL string }
	if err := json.Unmarshal([]byte(spec), &in); err != nil {
		t.Fatal(err)
	}
	res, err := ExecuteSQLAt(context.Background(), in.URL, Options{}, in.SQL)
	var text string
	if p, ok := problemText(err); ok {
		text, err = p, nil
	} else if err == nil {
		text = tools.QueryText(res, tools.SurfaceChat)
	}
	rep := childReport{Text: text, CutCells: res.CutCells, VmHWMKiB: vmHWM(t)}
	if err != nil {
		rep.Err = err.Error()
	}
	if len(res.Rows) > 0 && len(res.Rows[0]) > 0 {
		rep.Cell = utf8.RuneCountInString(res.Rows[0][0])
	}
	b, _ := json.Marshal(rep)
	fmt.Println("REPORT " + string(b))
}

// vmHWM is this process's peak resident set in KiB (Linux /proc).
func vmHWM(t *testing.T) int {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			return n
		}
	}
	t.Fatal("no VmHWM in /proc/self/status")
	return 0
}

func runChild(t *testing.T, dbURL, sql string) childReport {
	t.Helper()
	spec, _ := json.Marshal(map[string]string{"URL": dbURL, "SQL": sql})
	cmd := exec.Command(os.Args[0], "-test.run=^TestMemoryChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"="+string(spec))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if j, ok := strings.CutPrefix(line, "REPORT "); ok {
			var rep childReport
			if err := json.Unmarshal([]byte(j), &rep); err != nil {
				t.Fatal(err)
			}
			return rep
		}
	}
	t.Fatalf("the child printed no report:\n%s", out)
	return childReport{}
}

// maxChildHWMKiB bounds the child's peak resident set: the test binary itself (about 20 MiB), a pool, and the capped
// result. A 500 MB value read whole would be eight times this.
const maxChildHWMKiB = 64 << 10

// TestHugeValuesKeepMemoryBounded runs hostile queries in a child process through execute_sql's path and measures
// its peak resident set: a 500 MB value is cut by the server and said to be cut; a row larger than the protocol
// message cap is refused without being read.
func TestHugeValuesKeepMemoryBounded(t *testing.T) {
	u, err := url.Parse(pagilaURL(t))
	if err != nil {
		t.Fatal(err)
	}
	u.User = url.UserPassword(readerRole, readerPassword)
	baseline := runChild(t, u.String(), "SELECT 1 AS one")
	t.Run("SELECT repeat('x', 500000000)", func(t *testing.T) {
		rep := runChild(t, u.String(), "SELECT repeat('x', 500000000) AS big")
		t.Logf("peak RSS %d MiB (a one-row query: %d MiB)", rep.VmHWMKiB>>10, baseline.VmHWMKiB>>10)
		if rep.Err != "" || rep.CutCells != 1 || rep.Cell != MaxCellChars+1 {
			t.Fatalf("report %+v", rep)
		}
		if !strings.Contains(rep.Text, "1 value(s) were longer than 8192 characters and were cut") {
			t.Fatalf("the model was not told: %q", rep.Text[:min(300, len(rep.Text))])
		}
		if rep.VmHWMKiB > maxChildHWMKiB {
			t.Fatalf("peak RSS %d KiB, over %d KiB", rep.VmHWMKiB, maxChildHWMKiB)
		}
	})
	t.Run("a row over the protocol message cap", func(t *testing.T) {
		cols := make([]string, 200)
		for i := range cols {
			cols[i] = fmt.Sprintf("repeat('y', 8000) AS c%d", i)
		}
		rep := runChild(t, u.String(), "SELECT "+strings.Join(cols, ", "))
		t.Logf("peak RSS %d MiB", rep.VmHWMKiB>>10)
		if rep.Err != "" || !strings.Contains(rep.Text, "larger than 1 MiB") {
			t.Fatalf("report %+v", rep)
		}
		if rep.VmHWMKiB > maxChildHWMKiB {
			t.Fatalf("peak RSS %d KiB, over %d KiB", rep.VmHWMKiB, maxChildHWMKiB)
		}
	})
}
