package chunk

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// seg is a run of chunk text: a slice of the document at off, or text the
// chunker added (a repeated table header or a code fence) when off < 0.
type seg struct {
	text string
	off  int
}

func (s seg) synthetic() bool { return s.off < 0 }

// piece is the smallest unit the packer moves: one block, or one part of a
// block too big for a chunk. tokens counts its non-whitespace-tail text.
type piece struct {
	segs   []seg
	tokens int
	sec    int // section ordinal: which heading occurrence it sits under
	path   []string
}

// Split cuts markdown into chunks in reading order. The same input always
// gives the same chunks.
func (c *Chunker) Split(markdown string) []Chunk {
	drafts := c.split(markdown)
	out := make([]Chunk, len(drafts))
	for i, d := range drafts {
		out[i] = d.Chunk
	}
	return out
}

// draft is a finished chunk plus the segments it was built from; tests use the
// segments to check that no document text was lost.
type draft struct {
	Chunk
	segs []seg
}

func (c *Chunker) split(md string) []draft {
	type heading struct {
		level int
		title string
	}
	var (
		stack  []heading
		path   = []string{}
		sec    int
		pieces []piece
	)
	for _, b := range scanBlocks(md) {
		if b.kind == kindHeading {
			for len(stack) > 0 && stack[len(stack)-1].level >= b.level {
				stack = stack[:len(stack)-1]
			}
			stack = append(stack, heading{b.level, b.title})
			path = make([]string, 0, len(stack))
			for _, h := range stack {
				if h.title != "" {
					path = append(path, h.title)
				}
			}
			sec++
		}
		raw := md[b.start:b.end]
		body := strings.TrimRightFunc(raw, unicode.IsSpace)
		if body == "" {
			continue
		}
		var ps []piece
		if t := c.CountTokens(body); t <= c.max {
			ps = []piece{{segs: []seg{{body, b.start}}, tokens: t}}
		} else {
			switch b.kind {
			case kindCode:
				ps = c.splitCode(body, b.start, b.closed)
			case kindTable:
				ps = c.splitTable(body, b.start)
			default:
				ps = c.splitProse(body, b.start)
			}
		}
		if tail := raw[len(body):]; tail != "" {
			last := &ps[len(ps)-1]
			last.segs = append(last.segs, seg{tail, b.start + len(body)})
		}
		for i := range ps {
			ps[i].sec, ps[i].path = sec, path
		}
		pieces = append(pieces, ps...)
	}
	return c.finish(c.mergeSmall(c.pack(pieces)))
}

// lines cuts s (found at off in the document) into lines that keep their "\n".
func lines(s string, off int) []seg {
	var out []seg
	for len(s) > 0 {
		n := strings.IndexByte(s, '\n') + 1
		if n == 0 {
			n = len(s)
		}
		out = append(out, seg{s[:n], off})
		s, off = s[n:], off+n
	}
	return out
}

// splitCode re-fences every part of an over-long fenced block: each part
// opens with a copy of the original opening line (language and attributes
// kept) and closes with the same fence run.
func (c *Chunker) splitCode(body string, off int, closed bool) []piece {
	ls := lines(body, off)
	if len(ls) < 3 {
		return c.splitProse(body, off)
	}
	open := ls[0]
	content := ls[1:]
	var closing []seg
	if closed {
		content, closing = ls[1:len(ls)-1], ls[len(ls)-1:]
	}
	t, _ := indentOK(open.text)
	indent := open.text[:len(open.text)-len(t)]
	reopen := strings.TrimRight(open.text, " \t\r\n") + "\n"
	reclose := indent + fenceMarker(open.text) + "\n"
	overhead := c.CountTokens(reopen) + c.CountTokens(reclose) + 1
	if len(content) == 0 || overhead > c.max/2 {
		return c.splitProse(body, off)
	}
	groups := c.packLines(content, c.max-overhead-2)
	out := make([]piece, 0, len(groups))
	for gi, g := range groups {
		var segs []seg
		if gi == 0 {
			segs = append(segs, open)
		} else {
			segs = append(segs, seg{reopen, -1})
		}
		segs = append(segs, g...)
		if gi == len(groups)-1 {
			segs = append(segs, closing...)
		} else {
			if !strings.HasSuffix(g[len(g)-1].text, "\n") {
				segs = append(segs, seg{"\n", -1})
			}
			segs = append(segs, seg{reclose, -1})
		}
		out = append(out, c.newPiece(segs))
	}
	return out
}

// splitTable splits an over-long table by rows and repeats the header and
// delimiter rows at the top of every part after the first.
func (c *Chunker) splitTable(body string, off int) []piece {
	ls := lines(body, off)
	if len(ls) < 3 {
		return c.splitProse(body, off)
	}
	header := ls[0].text + ls[1].text
	ht := c.CountTokens(header)
	if ht > c.max/2 {
		// A header that fills half a chunk is not worth repeating.
		return c.splitProse(body, off)
	}
	groups := c.packLines(ls[2:], c.max-ht-2)
	out := make([]piece, 0, len(groups))
	for gi, g := range groups {
		var segs []seg
		if gi == 0 {
			segs = append(segs, ls[0], ls[1])
		} else {
			segs = append(segs, seg{header, -1})
		}
		out = append(out, c.newPiece(append(segs, g...)))
	}
	return out
}

// splitProse cuts over-long prose with langchaingo's recursive character
// splitter (paragraphs, then lines, sentences, words, characters), maps the
// parts back onto the raw text, and hard-splits anything still too long.
func (c *Chunker) splitProse(body string, off int) []piece {
	parts, err := c.prose.SplitText(body)
	starts := alignParts(body, parts)
	if err != nil || starts == nil {
		starts = []int{0}
	}
	var out []piece
	for i, s := range starts {
		end := len(body)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		span := seg{body[s:end], off + s}
		if c.CountTokens(span.text) <= c.max {
			out = append(out, c.newPiece([]seg{span}))
			continue
		}
		for _, g := range c.packLines(lines(span.text, span.off), c.max) {
			out = append(out, c.newPiece(g))
		}
	}
	return out
}

// alignParts finds where each splitter part starts in body by matching their
// non-whitespace runes in order; the splitter trims and re-joins whitespace,
// so the parts are not byte slices. It returns nil if the parts do not cover
// body's non-whitespace text in order.
func alignParts(body string, parts []string) []int {
	var starts []int
	pos := 0
	for _, p := range parts {
		first := true
		for _, r := range p {
			if unicode.IsSpace(r) {
				continue
			}
			for pos < len(body) {
				br, n := utf8.DecodeRuneInString(body[pos:])
				if !unicode.IsSpace(br) {
					break
				}
				pos += n
			}
			br, n := utf8.DecodeRuneInString(body[pos:])
			if pos >= len(body) || br != r {
				return nil
			}
			if first {
				starts = append(starts, pos)
				first = false
			}
			pos += n
		}
	}
	if len(starts) == 0 || strings.TrimSpace(body[pos:]) != "" {
		return nil
	}
	starts[0] = 0
	return starts
}

// packLines groups consecutive lines into runs of at most budget tokens;
// a line longer than budget is hard-split on its own.
func (c *Chunker) packLines(ls []seg, budget int) [][]seg {
	var (
		groups [][]seg
		cur    []seg
		curTok int
	)
	flush := func() {
		if len(cur) > 0 {
			groups = append(groups, cur)
			cur, curTok = nil, 0
		}
	}
	for _, l := range ls {
		lt := c.CountTokens(l.text)
		if lt > budget {
			flush()
			for _, f := range c.hardSplit(l, budget) {
				groups = append(groups, []seg{f})
			}
			continue
		}
		if len(cur) > 0 && !c.fits(append(cur[:len(cur):len(cur)], l), curTok+lt, budget) {
			flush()
		}
		cur = append(cur, l)
		curTok += lt
	}
	flush()
	return groups
}

// fits reports whether segs stay within budget. Token counts of parts add up
// only approximately, so the exact count is taken once the sum nears budget.
func (c *Chunker) fits(segs []seg, estimate, budget int) bool {
	if estimate > budget+budget/2 {
		return false
	}
	if estimate <= budget/2 {
		return true
	}
	return c.CountTokens(joinSegs(segs)) <= budget
}

// hardSplit cuts one line that has no usable break into pieces of at most
// budget tokens, preferring to cut after whitespace. Only a single rune worth
// more than budget tokens can exceed it.
func (c *Chunker) hardSplit(s seg, budget int) []seg {
	var out []seg
	rest, off := s.text, s.off
	for rest != "" {
		if c.CountTokens(rest) <= budget {
			out = append(out, seg{rest, off})
			break
		}
		// Widen a window until it overflows, so the search below never
		// encodes the whole remainder.
		w := min(len(rest), budget*8)
		for w < len(rest) && c.CountTokens(rest[:w]) <= budget {
			w = min(len(rest), w*4)
		}
		lo, hi := 0, w // largest cut in (lo, hi] with tokens <= budget
		for lo < hi {
			mid := runeFloor(rest, (lo+hi+1)/2)
			if mid <= lo {
				mid = runeCeil(rest, lo+1)
				if mid > hi {
					break
				}
			}
			if c.CountTokens(rest[:mid]) <= budget {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		cut := lo
		if cut == 0 {
			_, cut = utf8.DecodeRuneInString(rest) // one rune always moves forward
		}
		if ws := strings.LastIndexAny(rest[:cut], " \t"); ws >= cut/2 && ws > 0 {
			cut = ws + 1
		}
		out = append(out, seg{rest[:cut], off})
		rest, off = rest[cut:], off+cut
	}
	return out
}

func runeFloor(s string, i int) int {
	for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

func runeCeil(s string, i int) int {
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return i
}

func joinSegs(segs []seg) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteString(s.text)
	}
	return b.String()
}

func (c *Chunker) newPiece(segs []seg) piece {
	return piece{segs: segs, tokens: c.CountTokens(joinSegs(segs))}
}
