package corpus

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

// Question is one line of an evaluation file. ExpectedFile is the path of
// the file relative to the corpus folder, with forward slashes; Kind groups
// questions in the report (e.g. "document", "identifier", "paraphrased").
type Question struct {
	Question        string `json:"question"`
	ExpectedFile    string `json:"expected_file"`
	ExpectedHeading string `json:"expected_heading,omitempty"`
	Kind            string `json:"kind,omitempty"`
}

// MaxQuestions bounds an evaluation file.
const MaxQuestions = 10000

// ReadQuestions parses JSON lines, skipping blank lines; a line without a
// question or an expected file is an error naming the line.
func ReadQuestions(r io.Reader) ([]Question, error) {
	var out []Question
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var q Question
		if err := json.Unmarshal([]byte(text), &q); err != nil {
			return nil, fmt.Errorf("questions line %d: %w", line, err)
		}
		if strings.TrimSpace(q.Question) == "" || strings.TrimSpace(q.ExpectedFile) == "" {
			return nil, fmt.Errorf("questions line %d: question and expected_file are required", line)
		}
		if len(out) == MaxQuestions {
			return nil, fmt.Errorf("questions: more than %d", MaxQuestions)
		}
		q.ExpectedFile = strings.TrimPrefix(strings.ReplaceAll(q.ExpectedFile, `\`, "/"), "./")
		out = append(out, q)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read questions: %w", err)
	}
	return out, nil
}

// ReadFile opens the file at path and parses it with read (ReadQuestions,
// evaluation.ReadUnanswerable); an error names the file.
func ReadFile[T any](path string, read func(io.Reader) (T, error)) (T, error) {
	var zero T
	f, err := os.Open(path)
	if err != nil {
		return zero, err
	}
	defer f.Close()
	v, err := read(f)
	if err != nil {
		return zero, fmt.Errorf("%s: %w", path, err)
	}
	return v, nil
}
