package pii

import (
	_ "embed"
	"strings"
)

// A weekday and a month before a day's number are a date, never a person:
// git's and ctime's "Date: Tue Mar 4 10:00:11 2027", "Mon Jan 5" (docs/adr/0141).
// The names are CLDR's, every locale's wide and abbreviated forms written in
// Latin letters, by scripts/pii-cldr-weekday-month.py. The number is asked
// for because short forms are names too ("Ma Jun": Dutch "ma" is Monday).

//go:embed names/cldr/weekdays.txt
var cldrWeekdayText string

//go:embed names/cldr/months.txt
var cldrMonthText string

// cldrWeekdays and cldrMonths are the weekday and month names, lower-cased, no final dot.
var (
	cldrWeekdays = wordSet(cldrWeekdayText)
	cldrMonths   = wordSet(cldrMonthText)
)

// weekdayMonth is whether the person at words a..b is a weekday and a
// month (each perhaps with its dot) that a day's number follows.
func weekdayMonth(s string, toks []token, a, b int) bool {
	if b != a+1 || !cldrWeekdays[strings.ToLower(toks[a].text)] || !cldrMonths[strings.ToLower(toks[b].text)] {
		return false
	}
	rest := strings.TrimLeft(s[toks[b].end:min(len(s), toks[b].end+4)], ". ,\u00a0")
	return rest != "" && rest[0] >= '0' && rest[0] <= '9'
}
