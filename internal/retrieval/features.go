package retrieval

import (
	"context"
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// featureSet are one candidate's second-stage features, each in [0, 1].
type featureSet struct {
	answerType, rareAnswerType, answerNearTerms, proximity, heading, faq, interrogative float64
	headingAsks, headingSpan                                                            float64
}

// matchedTermsSQL returns, for each lexeme of the question ($3) and
// each candidate ($2) holding it, the lexeme's positions and labels in the
// candidate's tsvector (title A, headings B, body C), with the lexeme's
// document frequency and the workspace's chunk count for its IDF (fresh
// chunks counted, freshStatsCTEs). A lexeme
// no candidate holds comes back once with a NULL id: it still weighs in the
// question's mass.
const matchedTermsSQL = `
WITH q AS (SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', $3))) AS lexeme),` + freshStatsCTEs + `,
m AS (
    SELECT c.id, u.lexeme, u.positions, u.weights
    FROM document_chunks c, unnest(c.tsv_english) u
    WHERE c.workspace_id = $1 AND c.id = ANY($2::uuid[]) AND u.lexeme = ANY(ARRAY(SELECT lexeme FROM q))
)
SELECT q.lexeme, COALESCE(s.df, 0) + COALESCE(fd.df, 0), tot.chunks, m.id, m.positions, m.weights
FROM q
CROSS JOIN tot
LEFT JOIN chunk_term_stats s ON s.workspace_id = $1 AND s.lexeme = q.lexeme
LEFT JOIN fd ON fd.lexeme = q.lexeme
LEFT JOIN m ON m.lexeme = q.lexeme
/* all readers: reads only candidates the filtered arms returned */`

// questionTermsSQL is matchedTermsSQL without the candidates: each lexeme
// of the question ($2) with its document frequency, for its IDF.
const questionTermsSQL = `
WITH q AS (SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', $2))) AS lexeme),
/* all readers: term frequencies over the workspace's chunks, no text returned */` + freshStatsCTEs + `
SELECT q.lexeme, COALESCE(s.df, 0) + COALESCE(fd.df, 0), tot.chunks, NULL::uuid, NULL::int2[], NULL::text[]
FROM q
CROSS JOIN tot
LEFT JOIN chunk_term_stats s ON s.workspace_id = $1 AND s.lexeme = q.lexeme
LEFT JOIN fd ON fd.lexeme = q.lexeme`

// lastHeadingSQL returns the lexemes of each candidate's own (innermost) heading.
const lastHeadingSQL = `
SELECT id, tsvector_to_array(to_tsvector('english', regexp_replace(heading_path, '^.* > ', '')))
FROM document_chunks
WHERE workspace_id = $1 AND id = ANY($2::uuid[])
/* all readers: reads only candidates the filtered arms returned */`

// occurrence is one position of a question lexeme in a candidate's body.
type occurrence struct {
	pos    int
	lexeme string
}

// question is what the features need to know of the question.
type question struct {
	want   answerType // expectedTypes
	opener string     // interrogative
}

func analyse(text string) question {
	return question{want: expectedTypes(text), opener: interrogative(text)}
}

// applies reports whether any feature weighted in w can tell the candidates
// apart for this question; when none can, the second stage is skipped.
func (w FeatureWeights) applies(qa question) bool {
	return w.Proximity > 0 || w.Heading > 0 || w.FAQ > 0 ||
		qa.want != 0 && (w.AnswerType > 0 || w.RareAnswerType > 0 || w.AnswerNearTerms > 0 || w.HeadingAsks > 0 || w.HeadingSpan > 0) ||
		qa.opener != "" && w.Interrogative > 0
}

// features computes the second-stage features of each hit (details filled)
// that w weighs, reading from the database only what those need: the
// question's term statistics, the candidates' matched positions, their own
// headings' lexemes.
func features(ctx context.Context, db queryer, q Query, qa question, hits []Hit, w FeatureWeights) ([]featureSet, error) {
	out := make([]featureSet, len(hits))
	at := make(map[uuid.UUID]int, len(hits))
	ids := make([]uuid.UUID, len(hits))
	for i, h := range hits {
		at[h.ChunkID], ids[i] = i, h.ChunkID
	}
	positions := w.Proximity > 0 || w.Heading > 0
	terms := positions || w.FAQ > 0 || qa.want != 0 && w.AnswerNearTerms > 0
	b := &pgx.Batch{}
	switch {
	case positions:
		b.Queue(matchedTermsSQL, q.WorkspaceID, ids, proseQuery(q.Text))
	case terms:
		b.Queue(questionTermsSQL, q.WorkspaceID, proseQuery(q.Text))
	}
	if w.FAQ > 0 {
		b.Queue(lastHeadingSQL, q.WorkspaceID, ids)
	}
	var br pgx.BatchResults
	if b.Len() > 0 {
		br = db.SendBatch(ctx, b)
		defer br.Close()
	}

	idf := map[string]float64{}
	var mass float64
	headingMass := make([]float64, len(hits))
	body := make([][]occurrence, len(hits))
	if terms {
		rows, err := br.Query()
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var (
				lexeme     string
				df, chunks float64
				id         *uuid.UUID
				positions  []int16
				labels     []string
			)
			if err := rows.Scan(&lexeme, &df, &chunks, &id, &positions, &labels); err != nil {
				rows.Close()
				return nil, err
			}
			w, ok := idf[lexeme]
			if !ok {
				w = math.Log(1 + (chunks-df+0.5)/(df+0.5))
				idf[lexeme] = w
				mass += w
			}
			i, ok := 0, false
			if id != nil {
				i, ok = at[*id]
			}
			if !ok {
				continue
			}
			inHeading := false
			for k, l := range labels {
				if l == "A" || l == "B" {
					inHeading = true
				} else if k < len(positions) {
					body[i] = append(body[i], occurrence{int(positions[k]), lexeme})
				}
			}
			if inHeading {
				headingMass[i] += w
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	lastHeading := make([][]string, len(hits))
	if w.FAQ > 0 {
		rows, err := br.Query()
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var (
				id      uuid.UUID
				lexemes []string
			)
			if err := rows.Scan(&id, &lexemes); err != nil {
				rows.Close()
				return nil, err
			}
			if i, ok := at[id]; ok {
				lastHeading[i] = lexemes
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}

	var typed int
	if qa.want != 0 {
		for i, h := range hits {
			f := &out[i]
			f.answerType = answerTypeMatch(qa.want, h.Content)
			if f.answerType > 0 {
				typed++
				if mass > 0 && w.AnswerNearTerms > 0 {
					f.answerNearTerms = typedSentence(qa.want, h.Content, idf) / mass
				}
			}
		}
	}
	for i, h := range hits {
		f := &out[i]
		if typed > 0 {
			f.rareAnswerType = f.answerType * (1 - float64(typed)/float64(len(hits)))
		}
		own := h.HeadingPath
		if k := strings.LastIndex(own, " > "); k >= 0 {
			own = own[k+3:]
		}
		if qa.want != 0 && w.HeadingAsks > 0 {
			if expectedTypes(own)&qa.want != 0 {
				f.headingAsks = 1
			}
		}
		if qa.want != 0 && w.HeadingSpan > 0 {
			f.headingSpan = answerTypeMatch(qa.want, own)
		}
		faqHeading := strings.HasSuffix(strings.TrimSpace(own), "?")
		if faqHeading && qa.opener != "" && interrogative(own) == qa.opener {
			f.interrogative = 1
		}
		if mass <= 0 {
			continue
		}
		f.heading = headingMass[i] / mass
		f.proximity = window(body[i], idf, ProximityWindow) / mass
		if faqHeading {
			var got float64
			for _, l := range lastHeading[i] {
				got += idf[l]
			}
			f.faq = got / mass
		}
	}
	return out, nil
}

// window is the largest IDF sum of distinct lexemes whose positions fall
// within width words of each other.
func window(occ []occurrence, idf map[string]float64, width int) float64 {
	sort.Slice(occ, func(i, j int) bool { return occ[i].pos < occ[j].pos })
	var best float64
	count := map[string]int{}
	var sum float64
	lo := 0
	for _, o := range occ {
		if count[o.lexeme] == 0 {
			sum += idf[o.lexeme]
		}
		count[o.lexeme]++
		for o.pos-occ[lo].pos >= width {
			l := occ[lo].lexeme
			count[l]--
			if count[l] == 0 {
				sum -= idf[l]
			}
			lo++
		}
		best = max(best, sum)
	}
	return best
}

// interrogatives open a question; "how" is kept with its next word ("how
// long", "how do").
var interrogatives = map[string]bool{"how": true, "what": true, "when": true, "where": true, "who": true, "whom": true,
	"which": true, "why": true, "can": true, "could": true, "may": true, "do": true, "does": true, "is": true, "are": true,
	"should": true, "will": true, "am": true}

// interrogative returns the question's opening interrogative, lower case
// ("" when it opens with none).
func interrogative(s string) string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'')
	})
	if len(f) == 0 || !interrogatives[f[0]] {
		return ""
	}
	if f[0] == "how" && len(f) > 1 {
		return "how " + f[1]
	}
	return f[0]
}

// typedSentence is the largest IDF sum of question lexemes found in one
// sentence (or line: a table row, a list item) of the passage that holds a
// span of an expected answer type: the answer next to what was asked
// about. A lexeme matches a word it is a prefix of (PostgreSQL's English
// stems are, but for a final y turned i: "polici" for "policy"). The raw
// Markdown is read as it is: its marks are not words. At most maxSpans spans
// per type are looked at, which bounds the work on a long passage.
func typedSentence(want answerType, content string, idf map[string]float64) float64 {
	var best float64
	seen := map[int]bool{}
	for t := atDuration; t <= atPlace; t <<= 1 {
		if want&t == 0 {
			continue
		}
		for _, span := range spanPatterns[t].FindAllStringIndex(content, maxSpans) {
			from, to := sentenceAround(content, span[0], span[1])
			if seen[from] {
				continue
			}
			seen[from] = true
			words := strings.FieldsFunc(strings.ToLower(content[from:to]), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			var sum float64
			for l, w := range idf {
				for _, word := range words {
					if stemOf(l, word) {
						sum += w
						break
					}
				}
			}
			best = max(best, sum)
		}
	}
	return best
}

// maxSpans bounds the answer spans typedSentence reads per type.
const maxSpans = 32

// sentenceAround returns the bounds of the sentence or line holding
// content[from:to]: from after the previous ". ", "! ", "? " or line break
// to the next one.
func sentenceAround(content string, from, to int) (int, int) {
	start := 0
	for i := from - 1; i >= 0; i-- {
		c := content[i]
		if c == '\n' || (c == ' ' || c == '\t') && i > 0 && strings.IndexByte(".!?", content[i-1]) >= 0 {
			start = i + 1
			break
		}
	}
	end := len(content)
	for i := to; i < len(content); i++ {
		c := content[i]
		if c == '\n' || strings.IndexByte(".!?", c) >= 0 && (i+1 == len(content) || content[i+1] == ' ' || content[i+1] == '\n') {
			end = i
			break
		}
	}
	return start, end
}

// stemOf reports whether lexeme is (approximately) the English stem of word.
func stemOf(lexeme, word string) bool {
	if len(lexeme) < 3 {
		return lexeme == word
	}
	if strings.HasPrefix(word, lexeme) {
		return true
	}
	return strings.HasSuffix(lexeme, "i") && strings.HasPrefix(word, lexeme[:len(lexeme)-1]+"y")
}
