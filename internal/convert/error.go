package convert

import "fmt"

// Kind names why a file was not converted.
type Kind string

// The kinds of conversion errors.
const (
	Unsupported   Kind = "unsupported"    // not a format we read
	Empty         Kind = "empty"          // no text at all
	Malformed     Kind = "malformed"      // not what its extension says, or damaged
	Truncated     Kind = "truncated"      // cut short (a PDF without its end)
	ZipBomb       Kind = "zip_bomb"       // a container that inflates beyond the limits
	Encoding      Kind = "encoding"       // text in no encoding, or in several
	TooLarge      Kind = "too_large"      // more text than the output limit
	TooSlow       Kind = "too_slow"       // conversion ran past its deadline
	NoTextLayer   Kind = "no_text_layer"  // a scanned PDF: stored, not indexed
	EncryptedFile Kind = "encrypted"      // a password-protected PDF: stored, not indexed
	CopyForbidden Kind = "copy_forbidden" // a PDF whose permissions forbid copying text: stored, not indexed
)

// NoTextLayerMessage is the status of a PDF that holds only images when
// OCR is not installed.
const NoTextLayerMessage = "no text layer: scanned PDF, and OCR is not installed on this server"

// NoTextReadMessage is the status of a scanned PDF in which OCR read no words.
const NoTextReadMessage = "no text layer: scanned PDF, and OCR read no words on its pages"

// NoTextInImageMessage is the status of an image in which OCR read no words.
const NoTextInImageMessage = "no text: OCR read no words in this image"

// CopyForbiddenMessage is the status of a PDF whose permissions forbid copying its text.
const CopyForbiddenMessage = "text copying forbidden: the PDF opens without a password but its author's permissions forbid copying its text, so it is kept but not indexed; upload a copy without that restriction"

// EncryptedMessage is the status of a PDF that needs a password to open.
const EncryptedMessage = "encrypted PDF: it needs a password to open, so its text cannot be read; upload a copy without a password"

// Error is a file that could not be converted. Its text is a sentence about
// the file, written to follow the file's name ("report.pdf: is truncated…").
type Error struct {
	Kind Kind
	Msg  string
}

// Error is the sentence that names what is wrong with the file.
func (e *Error) Error() string { return e.Msg }

// Storable reports whether the file itself is fine to keep although it
// yields no text (scanned or encrypted PDFs): the upload stores it with this
// error as its status instead of refusing it.
func (e *Error) Storable() bool {
	return e.Kind == NoTextLayer || e.Kind == EncryptedFile || e.Kind == CopyForbidden
}

func errorf(k Kind, format string, args ...any) *Error {
	return &Error{Kind: k, Msg: fmt.Sprintf(format, args...)}
}
