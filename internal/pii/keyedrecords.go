package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// People files: a company's directory, a project's team repository
// (rust-lang/team's people/*.toml), a governance YAML's contributor or
// liaison records write one record per person, its name field beside the
// person's accounts: `name = "Ana Lima"` then `github = "alima"`,
// `email = …`, `irc: …`. A "name" key alone names projects and teams as
// often as persons; beside an account key, in the same record, it names
// the account's holder. The account values are handles, never persons
// ("AndyGauge", "Alex_Gaynor", "Callum027") (docs/adr/0207).

// recordKeyLine is a TOML, YAML, JSON or INI field: an optional list
// dash, the key (quoted in JSON), "=" or ":", the value.
var recordKeyLine = regexp.MustCompile(`^[ \t]*(?:-[ \t]+)?["']?([A-Za-z][A-Za-z0-9_ .-]{0,30}?)["']?[ \t]*(?:=|:[ \t]|:$)[ \t]*(.*)$`)

// recordNameKeys are the keys, as fieldKey writes them, of a record's
// field that holds its holder's whole name.
var recordNameKeys = map[string]bool{"name": true, "full name": true, "fullname": true, "display name": true,
	"displayname": true, "real name": true, "realname": true, "person": true}

// accountKeys are the keys of a record's accounts: code hosts, chat
// networks, social networks. Their values are handles.
var accountKeys = map[string]bool{"github": true, "github id": true, "github username": true, "github user": true,
	"github handle": true, "gitlab": true, "gitlab username": true, "codeberg": true, "bitbucket": true,
	"zulip": true, "zulip id": true, "irc": true, "irc nick": true, "ircnick": true, "discord": true,
	"discord id": true, "twitter": true, "mastodon": true, "matrix": true, "slack": true, "launchpad": true,
	"launchpad id": true, "keybase": true, "gerrit": true, "login": true, "username": true, "handle": true}

// groupKeys are the keys of a person's record that name the groups and
// projects the person belongs to ("subproject: Jupyter Book",
// "organization: Executive Council"): their values hold no person.
var groupKeys = map[string]bool{"team": true, "teams": true, "subteam": true, "project": true, "subproject": true,
	"projects": true, "organization": true, "organisation": true, "org": true, "affiliation": true,
	"affiliations": true, "company": true, "employer": true, "group": true, "groups": true, "sig": true}

// mailKeys are a record's mail fields: they tell a person's record as the
// accounts do, and the e-mail pass reads their values.
var mailKeys = map[string]bool{"email": true, "e mail": true, "mail": true, "emails": true}

// recordSpan is one key's value on a line: the range and the line's index.
type recordSpan struct {
	a, b, line int
	name       bool
}

// maxRecordGap bounds how far, in lines, a record's name field may stand
// from its account field (rust-lang/team: five; governance YAML: two).
const maxRecordGap = 8

// recordSlots are the name values of the people records of s, each with
// an account or mail field within maxRecordGap lines and no other name
// field between, and the account values (handles) of s.
func recordSlots(s string) (names, handles [][2]int) {
	var fields []recordSpan
	var groups [][2]int
	n := 0
	eachLine(s, func(start int, body string) {
		n++
		m := recordKeyLine.FindStringSubmatchIndex(body)
		if m == nil {
			return
		}
		key := fieldKey(body[m[2]:m[3]])
		a, b := start+m[4], start+m[5]
		switch {
		case recordNameKeys[key]:
			fields = append(fields, recordSpan{a: a, b: b, line: n, name: true})
		case accountKeys[key]:
			fields = append(fields, recordSpan{a: a, b: b, line: n})
			handles = append(handles, [2]int{a, b})
		case groupKeys[key]:
			groups = append(groups, [2]int{a, b})
		case mailKeys[key]:
			fields = append(fields, recordSpan{a: -1, line: n})
		}
	})
	for i, f := range fields {
		if !f.name {
			continue
		}
		prev := i > 0 && !fields[i-1].name && f.line-fields[i-1].line <= maxRecordGap
		next := i+1 < len(fields) && !fields[i+1].name && fields[i+1].line-f.line <= maxRecordGap
		if prev || next {
			names = append(names, [2]int{f.a, f.b})
		}
	}
	if len(names) > 0 {
		// A people file: its group fields name no person either.
		handles = mergeRanges(handles, groups)
	}
	return names, handles
}

// mergeRanges merges two lists of ranges, each in order, into one in order.
func mergeRanges(x, y [][2]int) [][2]int {
	out := make([][2]int, 0, len(x)+len(y))
	for len(x) > 0 || len(y) > 0 {
		if len(y) == 0 || len(x) > 0 && x[0][0] < y[0][0] {
			out, x = append(out, x[0]), x[1:]
		} else {
			out, y = append(out, y[0]), y[1:]
		}
	}
	return out
}

// dropHandleValues drops the persons found inside an account's value.
func dropHandleValues(spans []Span, handles [][2]int) []Span {
	if len(handles) == 0 {
		return spans
	}
	out := spans[:0:0]
	k := 0
	for _, sp := range spans {
		for k < len(handles) && handles[k][1] <= sp.Start {
			k++
		}
		if sp.Kind == Person && k < len(handles) && handles[k][0] <= sp.Start && sp.End <= handles[k][1] {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// recordName is the words of a people record's name value v: keyedName's
// reading, or, for a value of two to four words of letters that writes
// some of them in lower case ("vaishali Thakkar", "jeremie du
// boisberranger"), the words when none in lower case is a common word.
func (d *Detector) recordName(v string) []token {
	if toks := d.keyedName(v, false); toks != nil {
		return toks
	}
	toks := words(v)
	if len(toks) < 2 || len(toks) > 4 || len(strings.Fields(v)) != len(toks) {
		return nil
	}
	for _, t := range toks {
		r, _ := utf8.DecodeRuneInString(t.text)
		if !unicode.IsLetter(r) || strings.ContainsAny(t.text, "0123456789_") || holderWords[t.bare] {
			return nil
		}
		if unicode.IsLower(r) && !particles[t.bare] && d.names.words[t.bare] && !d.names.first[t.bare] && !d.names.last[t.bare] {
			return nil
		}
	}
	return toks
}
