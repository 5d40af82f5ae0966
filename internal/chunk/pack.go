package chunk

import (
	"slices"
	"strings"
	"unicode"
)

// pack joins consecutive pieces of the same section greedily up to the
// ceiling. Pieces never cross a heading here; mergeSmall decides that.
func (c *Chunker) pack(pieces []piece) []piece {
	var out []piece
	for _, p := range pieces {
		if n := len(out); n > 0 {
			cur := &out[n-1]
			joined := append(cur.segs[:len(cur.segs):len(cur.segs)], p.segs...)
			if cur.sec == p.sec && c.fits(joined, cur.tokens+p.tokens, c.max) {
				cur.segs, cur.tokens = joined, cur.tokens+p.tokens
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

// mergeSmall folds a chunk under the floor into its previous neighbour in the
// same section, or else into the next one when that one is in the same
// section or nested under it (a heading followed at once by a subheading),
// as long as the result stays under the ceiling. A small chunk with no such
// neighbour is kept: crossing into a sibling section would mislabel it.
func (c *Chunker) mergeSmall(ps []piece) []piece {
	out := make([]piece, 0, len(ps))
	for i := 0; i < len(ps); i++ {
		p := ps[i]
		if c.CountTokens(strings.TrimSpace(joinSegs(p.segs))) >= c.min {
			out = append(out, p)
			continue
		}
		if n := len(out); n > 0 && out[n-1].sec == p.sec {
			if m, ok := c.join(out[n-1], p); ok {
				out[n-1] = m
				continue
			}
		}
		if i+1 < len(ps) {
			next := ps[i+1]
			if next.sec == p.sec || (next.sec > p.sec && hasPrefix(next.path, p.path)) {
				if m, ok := c.join(p, next); ok {
					m.sec, m.path = next.sec, next.path
					ps[i+1] = m
					continue
				}
			}
		}
		out = append(out, p)
	}
	return out
}

// join concatenates a and b if the result fits the ceiling exactly.
func (c *Chunker) join(a, b piece) (piece, bool) {
	segs := append(a.segs[:len(a.segs):len(a.segs)], b.segs...)
	t := c.CountTokens(strings.TrimRightFunc(joinSegs(segs), unicode.IsSpace))
	if t > c.max {
		return piece{}, false
	}
	return piece{segs: segs, tokens: t, sec: a.sec, path: a.path}, true
}

func hasPrefix(path, prefix []string) bool {
	return len(path) >= len(prefix) && slices.Equal(path[:len(prefix)], prefix)
}

// finish trims blank lines before and whitespace after each chunk (inner
// text and leading indentation stay as written) and numbers the chunks.
func (c *Chunker) finish(ps []piece) []draft {
	out := make([]draft, 0, len(ps))
	for _, p := range ps {
		segs := trimSegs(p.segs)
		if len(segs) == 0 {
			continue
		}
		text := joinSegs(segs)
		out = append(out, draft{
			Chunk: Chunk{
				Index:       len(out),
				HeadingPath: append([]string{}, p.path...),
				Text:        text,
				Tokens:      c.CountTokens(text),
			},
			segs: segs,
		})
	}
	return out
}

func trimSegs(segs []seg) []seg {
	segs = slices.Clone(segs)
	for len(segs) > 0 {
		s := segs[0]
		lead := len(s.text) - len(strings.TrimLeftFunc(s.text, unicode.IsSpace))
		if lead == len(s.text) {
			segs = segs[1:]
			continue
		}
		if nl := strings.LastIndexByte(s.text[:lead], '\n'); nl >= 0 {
			segs[0] = seg{s.text[nl+1:], shift(s.off, nl+1)}
		}
		break
	}
	for len(segs) > 0 {
		s := segs[len(segs)-1]
		t := strings.TrimRightFunc(s.text, unicode.IsSpace)
		if t == "" {
			segs = segs[:len(segs)-1]
			continue
		}
		segs[len(segs)-1] = seg{t, s.off}
		break
	}
	return segs
}

func shift(off, n int) int {
	if off < 0 {
		return off
	}
	return off + n
}
