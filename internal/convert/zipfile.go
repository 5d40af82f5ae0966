package convert

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"io"
)

// container is a ZIP-based file (DOCX, PPTX, XLSX) opened under the limits.
type container struct {
	files map[string]*zip.File
	lim   Limits
	kind  string // "Word document", for messages
}

// ratioFloor is the entry size below which the ratio is not checked: small
// XML parts compress far beyond 100:1 legitimately.
const ratioFloor = 1 << 20

// openZip checks a ZIP container before anything is inflated: the entry
// count, the declared uncompressed total, and each large entry's ratio.
// Declared sizes can lie, so reads are bounded again by [container.read].
func openZip(data []byte, lim Limits, kind string) (*container, error) {
	if !bytes.HasPrefix(data, []byte("PK\x03\x04")) {
		return nil, errorf(Malformed, "is not a %s: it is not a ZIP container as .%s files are", kind, extOf(kind))
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		if errors.Is(err, zip.ErrFormat) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, errorf(Truncated, "is damaged or truncated: its ZIP directory cannot be read")
		}
		return nil, errorf(Malformed, "is not a readable %s", kind)
	}
	if len(zr.File) > lim.ZipEntries {
		return nil, errorf(ZipBomb, "was refused: it holds %d entries, more than the %d allowed", len(zr.File), lim.ZipEntries)
	}
	c := &container{files: map[string]*zip.File{}, lim: lim, kind: kind}
	var total uint64
	for _, f := range zr.File {
		total += f.UncompressedSize64
		if total > uint64(lim.ZipTotalBytes) {
			return nil, errorf(ZipBomb, "was refused: it would inflate to more than %d MiB", lim.ZipTotalBytes>>20)
		}
		if f.UncompressedSize64 > ratioFloor && f.UncompressedSize64 > uint64(lim.ZipRatio)*max(f.CompressedSize64, 1) {
			return nil, errorf(ZipBomb, "was refused as a zip bomb: its part %q inflates %d times (more than %d)",
				f.Name, f.UncompressedSize64/max(f.CompressedSize64, 1), lim.ZipRatio)
		}
		c.files[f.Name] = f
	}
	return c, nil
}

// openOffice is openZip for a format whose reader starts at its main part:
// a ZIP without it is most likely another Office format renamed.
func openOffice(data []byte, lim Limits, kind, main string) (*container, error) {
	c, err := openZip(data, lim, kind)
	if err != nil {
		return nil, err
	}
	if !c.has(main) {
		return nil, errorf(Malformed, "is not a %s: it has no %s (is it another Office format renamed?)", kind, main)
	}
	return c, nil
}

func extOf(kind string) string {
	switch kind {
	case "Word document":
		return "docx"
	case "PowerPoint presentation":
		return "pptx"
	}
	return "xlsx"
}

// open returns a reader of one entry that fails past ZipEntryBytes and past
// the entry's declared size, whatever the header claims.
func (c *container) open(name string) (io.ReadCloser, error) {
	f, ok := c.files[name]
	if !ok {
		return nil, errorf(Malformed, "is not a valid %s: the part %s is missing", c.kind, name)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, errorf(Malformed, "is not a valid %s: the part %s cannot be read", c.kind, name)
	}
	limit := min(int64(f.UncompressedSize64), c.lim.ZipEntryBytes)
	if int64(f.UncompressedSize64) > c.lim.ZipEntryBytes {
		_ = rc.Close()
		return nil, errorf(ZipBomb, "was refused: its part %s is larger than %d MiB", name, c.lim.ZipEntryBytes>>20)
	}
	return &boundedReader{r: rc, left: limit, name: name}, nil
}

// has reports whether the container holds an entry.
func (c *container) has(name string) bool { _, ok := c.files[name]; return ok }

// decode parses one XML entry into v.
func (c *container) decode(name string, v any) error {
	rc, err := c.open(name)
	if err != nil {
		return err
	}
	defer rc.Close()
	if err := xml.NewDecoder(rc).Decode(v); err != nil {
		return c.xmlError(name, err)
	}
	return nil
}

// xmlError is what reading the XML part name failed with: the reader's own
// *Error (a zip bomb, say) as it is, anything else a Malformed part.
func (c *container) xmlError(name string, err error) error {
	var ce *Error
	if errors.As(err, &ce) {
		return ce
	}
	return errorf(Malformed, "is not a valid %s: the part %s is not well-formed XML", c.kind, name)
}

// boundedReader fails once more than left bytes come out of an entry.
type boundedReader struct {
	r    io.ReadCloser
	left int64
	name string
}

func (b *boundedReader) Read(p []byte) (int, error) {
	if b.left < 0 {
		return 0, errorf(ZipBomb, "was refused: its part %s inflates beyond its declared size", b.name)
	}
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return n, errorf(ZipBomb, "was refused: its part %s inflates beyond its declared size", b.name)
	}
	return n, err
}

func (b *boundedReader) Close() error { return b.r.Close() }

// relationships is an OPC .rels part: id → target.
type relationships struct {
	Rels []struct {
		ID     string `xml:"Id,attr"`
		Target string `xml:"Target,attr"`
		Type   string `xml:"Type,attr"`
	} `xml:"Relationship"`
}

func (c *container) rels(name string) (map[string]string, error) {
	var r relationships
	if !c.has(name) {
		return map[string]string{}, nil
	}
	if err := c.decode(name, &r); err != nil {
		return nil, err
	}
	out := make(map[string]string, len(r.Rels))
	for _, x := range r.Rels {
		out[x.ID] = x.Target
	}
	return out, nil
}
