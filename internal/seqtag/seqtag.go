// Package seqtag labels sequences of tokens with a trained, averaged
// structured perceptron (Collins 2002) decoded by first-order Viterbi.
//
// Why: rules that recognise names plateau where a word's role depends on its
// neighbours (a capitalised noun glued to a name, an inflected surname), and
// no maintained Go library trains or runs a sequence tagger (ADR 0083). The
// model here is small and deterministic: features are strings hashed to 64
// bits, a weight table is indexed by a few bits of that hash, weights ship as
// int16 with one scale, and a model is read in place from an embedded byte
// slice so a process serving many streams holds one copy, file-backed.
//
// The caller owns feature extraction: it turns each token into a list of
// Features, gives gold label indexes to a Trainer, and asks a Model for the
// best label sequence (Tag) and for how sure it is per token (Margins).
package seqtag

// Feature is a hashed feature string. Equal strings hash to equal Features in
// every process and on every platform, so a model trained once can be shipped.
type Feature uint64

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
	// partSep separates the parts of a Hash so ("ab","c") and ("a","bc")
	// differ; 0x1f (unit separator) does not occur in normalised text tokens.
	partSep = 0x1f
)

// Hash returns the FNV-1a 64 hash of parts joined by a unit separator.
// Typical use: Hash("w", lower) for a word feature, Hash("suf3", s) for a
// suffix. It does not allocate.
func Hash(parts ...string) Feature {
	h := uint64(fnvOffset)
	for i, p := range parts {
		if i > 0 {
			h ^= partSep
			h *= fnvPrime
		}
		for j := 0; j < len(p); j++ {
			h ^= uint64(p[j])
			h *= fnvPrime
		}
	}
	return Feature(h)
}

// row maps a feature to its row of the weight table. FNV-1a's low bits mix
// poorly for short inputs, so the hash is multiplied by a large odd constant
// (Fibonacci hashing) and the top bits taken.
func row(f Feature, bits uint) uint64 {
	return (uint64(f) * 0x9E3779B97F4A7C15) >> (64 - bits)
}

// viterbi finds the best label sequence given emission scores em (n rows of
// nl labels) and transition scores trans ((nl+1) rows of nl: row nl is the
// start). It writes the path into out (grown as needed) and returns it, with
// the path's score. back is scratch of at least n*nl bytes.
func viterbi(em []int64, n, nl int, trans func(prev, cur int) int64, back []uint8, out []int) ([]int, int64) {
	out = out[:0]
	if n == 0 {
		return out, 0
	}
	cur := make([]int64, nl)
	next := make([]int64, nl)
	for y := 0; y < nl; y++ {
		cur[y] = trans(nl, y) + em[y]
	}
	for i := 1; i < n; i++ {
		for y := 0; y < nl; y++ {
			best, arg := int64(0), -1
			for p := 0; p < nl; p++ {
				s := cur[p] + trans(p, y)
				if arg < 0 || s > best {
					best, arg = s, p
				}
			}
			next[y] = best + em[i*nl+y]
			back[i*nl+y] = uint8(arg)
		}
		cur, next = next, cur
	}
	best, arg := cur[0], 0
	for y := 1; y < nl; y++ {
		if cur[y] > best {
			best, arg = cur[y], y
		}
	}
	for i := 0; i < n; i++ {
		out = append(out, 0)
	}
	out[n-1] = arg
	for i := n - 1; i > 0; i-- {
		arg = int(back[i*nl+arg])
		out[i-1] = arg
	}
	return out, best
}
