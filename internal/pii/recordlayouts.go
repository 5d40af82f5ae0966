package pii

// Names in fixed record layouts (docs/adr/0258): a genealogy file's name
// lines, an airline's passenger name elements and a bank statement's
// counterparties (their lines, MT940 name subfields and CSV columns:
// bankfields.go). Each layout says by where a value stands that it is a
// person's name, so the value needs no list to hold its words; each reader
// looks at one line at a time, so the pass is linear. Run last, over what
// the rules found: the layout knows better.
func (d *Detector) recordLayoutNames(s string, spans []Span) []Span {
	return d.splitColumnNames(s, d.bankFieldNames(s, d.bankLineNames(s, d.iataNames(s, d.gedcomNames(s, spans)))))
}
