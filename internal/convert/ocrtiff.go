package convert

import (
	"encoding/binary"
)

// A TIFF can hold many pages (a scanner's multi-page output); Go's image
// decoders read the first only. tiffPages walks the chain of image file
// directories to count the pages and read each one's size, so that every
// page is checked against the pixel cap before tesseract (which reads all
// pages of a TIFF, reporting each row's page number) is started.

// tiffPage is one page's size in pixels.
type tiffPage struct{ w, h int64 }

// tiffPagesMax bounds the directories walked (a hostile file can chain
// thousands, or loop).
const tiffPagesMax = 1000

// tiffPages returns the pages of a TIFF, or false when its directories
// cannot be read.
func tiffPages(data []byte) ([]tiffPage, bool) {
	if len(data) < 8 {
		return nil, false
	}
	var bo binary.ByteOrder
	switch string(data[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return nil, false
	}
	if bo.Uint16(data[2:]) != 42 {
		return nil, false // BigTIFF (43) and others are not read
	}
	off := int64(bo.Uint32(data[4:]))
	seen := map[int64]bool{}
	var pages []tiffPage
	for off != 0 {
		if seen[off] || len(pages) >= tiffPagesMax || off+2 > int64(len(data)) {
			return nil, false
		}
		seen[off] = true
		n := int64(bo.Uint16(data[off:]))
		end := off + 2 + 12*n
		if end+4 > int64(len(data)) {
			return nil, false
		}
		var p tiffPage
		for e := off + 2; e < end; e += 12 {
			tag, typ := bo.Uint16(data[e:]), bo.Uint16(data[e+2:])
			var v int64
			switch typ {
			case 3: // SHORT
				v = int64(bo.Uint16(data[e+8:]))
			case 4: // LONG
				v = int64(bo.Uint32(data[e+8:]))
			}
			switch tag {
			case 256:
				p.w = v
			case 257:
				p.h = v
			}
		}
		if p.w <= 0 || p.h <= 0 {
			return nil, false
		}
		pages = append(pages, p)
		off = int64(bo.Uint32(data[end:]))
	}
	return pages, len(pages) > 0
}
