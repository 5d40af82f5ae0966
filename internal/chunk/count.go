package chunk

import (
	"unicode"
	"unicode/utf8"

	"github.com/pkoukk/tiktoken-go"
)

// Counting tokens is most of the chunker's work: it counts every block, every
// candidate join and every finished chunk (ADR 0061). tiktoken-go splits text
// into pieces with a backtracking regular expression (regexp2, the pattern
// needs a look-ahead) and that split was ~80% of the pass's Go CPU. The
// counter below splits valid UTF-8 with a scanner that gives exactly the
// pieces of cl100kPattern (TestCountMatchesTiktoken and FuzzCountTokens
// compare it with tiktoken-go) and then looks each piece up in the same BPE
// ranks, running the byte-pair merge only for pieces that are not one token.
// Invalid UTF-8 goes to tiktoken-go as before: it reads such text as runes, so
// its pieces are not byte slices of the input.

// encoder is the cl100k_base tokenizer: tiktoken-go for encoding, and its
// ranks for counting.
type encoder struct {
	tk    *tiktoken.Tiktoken
	ranks map[string]int
}

// count is the number of cl100k_base tokens of s, as len(tk.EncodeOrdinary(s)).
func (e *encoder) count(s string) int {
	if !utf8.ValidString(s) {
		return len(e.tk.EncodeOrdinary(s))
	}
	n := 0
	for len(s) > 0 {
		k := pieceLen(s)
		p := s[:k]
		if _, ok := e.ranks[p]; ok {
			n++
		} else {
			n += e.merge(p)
		}
		s = s[k:]
	}
	return n
}

// merge counts the tokens of one piece by byte-pair merging: repeatedly join
// the adjacent pair whose joined bytes have the lowest rank (leftmost on a
// tie) until no adjacent pair is a token. Like tiktoken-go it is quadratic in
// the piece's length; pieces are words, numbers or punctuation runs.
func (e *encoder) merge(p string) int {
	if len(p) <= 1 {
		return len(p)
	}
	// bounds[i] is where part i starts; part i ends where part i+1 starts.
	bounds := make([]int, len(p)+1)
	for i := range bounds {
		bounds[i] = i
	}
	const none = int(^uint(0) >> 1)
	rank := func(i int) int { // the rank of parts i and i+1 joined
		if i+2 >= len(bounds) {
			return none
		}
		if r, ok := e.ranks[p[bounds[i]:bounds[i+2]]]; ok {
			return r
		}
		return none
	}
	ranks := make([]int, len(bounds))
	for i := range ranks {
		ranks[i] = rank(i)
	}
	for len(bounds) > 2 {
		best, at := none, -1
		for i := 0; i < len(bounds)-2; i++ {
			if ranks[i] < best {
				best, at = ranks[i], i
			}
		}
		if at < 0 {
			break
		}
		bounds = append(bounds[:at+1], bounds[at+2:]...)
		ranks = append(ranks[:at+1], ranks[at+2:]...)
		ranks[at] = rank(at)
		if at > 0 {
			ranks[at-1] = rank(at - 1)
		}
	}
	return len(bounds) - 1
}

// pieceLen is the length in bytes of the first piece of s (valid UTF-8, not
// empty) under cl100kPattern, whose alternatives it tries in order:
//
//	(?i:'s|'t|'re|'ve|'m|'ll|'d)
//	[^\r\n\p{L}\p{N}]?\p{L}+
//	\p{N}{1,3}
//	 ?[^\s\p{L}\p{N}]+[\r\n]*
//	\s*[\r\n]+
//	\s+(?!\S)
//	\s+
//
// \s is unicode.IsSpace and \p{L}, \p{N} are Go's Unicode tables, as in regexp2.
func pieceLen(s string) int {
	r, n := utf8.DecodeRuneInString(s)
	if r == '\'' {
		if k := contraction(s[1:]); k > 0 {
			return 1 + k
		}
	}
	// [^\r\n\p{L}\p{N}]?\p{L}+
	if isLetter(r) {
		return n + letters(s[n:])
	} else if r != '\r' && r != '\n' && !isNumber(r) {
		if k := letters(s[n:]); k > 0 {
			return n + k
		}
	}
	// \p{N}{1,3}
	if isNumber(r) {
		k := n
		for range 2 {
			r2, n2 := utf8.DecodeRuneInString(s[k:])
			if n2 == 0 || !isNumber(r2) {
				break
			}
			k += n2
		}
		return k
	}
	// " ?[^\s\p{L}\p{N}]+[\r\n]*"
	start := 0
	if r == ' ' {
		start = 1
	}
	if k := symbols(s[start:]); k > 0 {
		k += start
		for k < len(s) && (s[k] == '\r' || s[k] == '\n') {
			k++
		}
		return k
	}
	// Only whitespace is left: r is a space.
	run := spaces(s)
	// \s*[\r\n]+ : up to the run's last line break, if it has one.
	for i := run - 1; i >= 0; i-- {
		if s[i] == '\r' || s[i] == '\n' {
			return i + 1
		}
	}
	// \s+(?!\S) : the whole run at the end of the text, else all but its last
	// rune when that leaves some; \s+ : the single rune.
	if run == len(s) {
		return run
	}
	_, last := utf8.DecodeLastRuneInString(s[:run])
	if run-last > 0 {
		return run - last
	}
	return run
}

// contraction is the length of s's prefix that completes "'s", "'t", "'re",
// "'ve", "'m", "'ll" or "'d" (ASCII, either case), or 0.
func contraction(s string) int {
	lower := func(i int) byte {
		if i >= len(s) {
			return 0
		}
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		return c
	}
	switch lower(0) {
	case 's', 't', 'm', 'd':
		return 1
	case 'r', 'v':
		if lower(1) == 'e' {
			return 2
		}
	case 'l':
		if lower(1) == 'l' {
			return 2
		}
	}
	return 0
}

func isLetter(r rune) bool { return unicode.IsLetter(r) }
func isNumber(r rune) bool { return unicode.IsNumber(r) }

// letters is the length of s's run of letters.
func letters(s string) int {
	k := 0
	for k < len(s) {
		r, n := utf8.DecodeRuneInString(s[k:])
		if !isLetter(r) {
			break
		}
		k += n
	}
	return k
}

// symbols is the length of s's run of runes that are neither space, letter nor number.
func symbols(s string) int {
	k := 0
	for k < len(s) {
		r, n := utf8.DecodeRuneInString(s[k:])
		if unicode.IsSpace(r) || isLetter(r) || isNumber(r) {
			break
		}
		k += n
	}
	return k
}

// spaces is the length of s's run of whitespace.
func spaces(s string) int {
	k := 0
	for k < len(s) {
		r, n := utf8.DecodeRuneInString(s[k:])
		if !unicode.IsSpace(r) {
			break
		}
		k += n
	}
	return k
}
