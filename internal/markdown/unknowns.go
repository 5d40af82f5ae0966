package markdown

// Unknowns remembers which kinds of content (a Notion block type, a
// Confluence macro) a renderer met but could not render, so each is
// reported once per sync pass rather than once per page. A renderer that
// lives for one pass holds one; a connector that builds a renderer per
// page passes the same non-nil Unknowns to each.
type Unknowns map[string]bool

// Report calls on (if set) with name the first time name is reported.
func (u *Unknowns) Report(name string, on func(string)) {
	if *u == nil {
		*u = Unknowns{}
	}
	if (*u)[name] {
		return
	}
	(*u)[name] = true
	if on != nil {
		on(name)
	}
}
