package retrieval

import (
	"regexp"
	"strings"
)

// Expected answer types (ADR 0037). A question's interrogative says what kind
// of answer is wanted ("how long" a duration, "what time" a clock time, "who"
// a person or a role), whatever it is about; a passage that answers it holds a
// span of that kind. Both sides are generic English: the question's wh-form
// and, in the passage, regular expressions for numbers with units, dates,
// clock times, money, frequencies, roles and places.

// answerType is one kind of span an answer holds.
type answerType uint16

const (
	atDuration  answerType = 1 << iota // "25 days", "two weeks", "within 24 hours"
	atMoney                            // "$1,500", "300 euros", "80%"
	atCount                            // any number: "12 chargers", "three shifts"
	atClock                            // "07:15", "9 am", "noon"
	atDate                             // month or weekday names, "2024-03-01", "the 15th", "end of the quarter"
	atFrequency                        // "every three years", "twice a month", "weekly"
	atPerson                           // a role ("manager", "HR"), a name, an e-mail address, a phone extension
	atPlace                            // "room 4", "second floor", "reception", a street address
)

// number is a count written in digits or as an English number word.
const number = `(?:\d[\d,.]*|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|several|few|couple of)`

// unitOfTime is a unit of a duration or a frequency.
const unitOfTime = `(?:second|minute|hour|day|night|week|fortnight|month|quarter|semester|year)s?`

// spanPatterns find each type's spans in a passage (case-insensitive).
var spanPatterns = map[answerType]*regexp.Regexp{
	atDuration:  regexp.MustCompile(`(?i)\b` + number + `[\s-]+(?:(?:business|working|calendar|full|consecutive|paid|unpaid|more|additional|extra)[\s-]+)*` + unitOfTime + `\b`),
	atMoney:     regexp.MustCompile(`(?i)[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:k|m)?\s?(?:usd|eur|gbp|dollars?|euros?|pounds?|cents?)\b|\b\d[\d,.]*\s?(?:%|percent|per cent)`),
	atCount:     regexp.MustCompile(`(?i)\b\d[\d,.]*\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen)\b`),
	atClock:     regexp.MustCompile(`(?i)\b(?:[01]?\d|2[0-3])[:.][0-5]\d\b|\b(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|\b(?:noon|midday|midnight|o'clock)\b`),
	atDate:      regexp.MustCompile(`(?i)\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s+\d|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(?:january|february|april|june|july|august|september|october|november|december)\b|\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?)\b|\b(?:19|20)\d\d-\d\d-\d\d\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:start|end|beginning|first|last)\s+(?:day\s+)?of\s+(?:the\s+|each\s+|every\s+)?(?:week|month|quarter|year)\b|\bq[1-4]\b|\b(?:19|20)\d\d\b`),
	atFrequency: regexp.MustCompile(`(?i)\bevery\s+(?:` + number + `\s+)?` + unitOfTime + `\b|\beach\s+` + unitOfTime + `\b|\b(?:hourly|daily|nightly|weekly|fortnightly|biweekly|monthly|quarterly|annually|yearly|biannually|semiannually)\b|\b(?:once|twice|` + number + `\s+times)\s+(?:a|an|per|each|every)\s+` + unitOfTime + `\b|\b(?:per|a)\s+(?:day|week|month|quarter|year)\b`),
	atPerson:    regexp.MustCompile(`(?i)\b(?:manager|lead|leader|director|head\s+of|chief|officer|owner|president|vp|ceo|cto|cfo|coo|hr|supervisor|coordinator|administrator|admin|representative|rep|contact|advisor|adviser|counsel|counsellor|counselor|specialist|champion|steward|commander|on-call|point\s+of\s+contact|team|desk|department)s?\b|[\w.+-]+@[\w-]+\.[\w.]+|\b(?:ext\.?|extension)\s*\d+|\+?\d[\d\s().-]{7,}\d`),
	atPlace:     regexp.MustCompile(`(?i)\b(?:room|floor|building|office|site|campus|lot|garage|reception|lobby|entrance|desk|kitchen|cafeteria|canteen|wing|basement|warehouse|plant|address|located|location|street|road|avenue|boulevard|lane|drive)s?\b|\b\d+\s+[A-Z][a-z]+\s+(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|drive|dr|way)\b`),
}

// timeUnits after "how many" ask for a duration, not a count.
var timeUnits = regexp.MustCompile(`(?i)^(?:` + unitOfTime + `)\b`)

// whPattern finds a question's interrogative where a clause opens: at the
// start, after a clause break (",", ";", ":", a dash) or after a leading
// preposition ("For how long", "From when", "At most how many"). Elsewhere
// "when", "where" and "who" are conjunctions or relative pronouns ("What do
// I do when…", "a customer who…") and ask for nothing.
var whPattern = regexp.MustCompile(`(?i)(?:^|[,;:–—]\s*|\s-\s*)(?:(?:for|from|by|until|till|since|at|most|least|and|so|but|then|about|to|in|of|on|up)\s+){0,3}(how\s+(?:long|many|much|often|frequently|soon|quickly|early|late|far\s+in\s+advance)|(?:what|which)\s+(?:time|hours?|date|day|days|month|year)|when|who|whom|whose|where)\b((?:\s+\w+){0,3})`)

// durationNouns after "how much" ask for an amount of time ("how much
// time", "how much notice", "how much sick leave").
var durationNouns = regexp.MustCompile(`(?i)\b(?:time|leave|notice|holiday|holidays|vacation|pto|` + unitOfTime + `)\b`)

// expectedTypes returns the answer types the question's interrogative asks
// for (0 when it asks none: "what is", "can I", "how do I"). A passage
// holding any of them matches.
func expectedTypes(question string) answerType {
	var t answerType
	for _, m := range whPattern.FindAllStringSubmatch(question, -1) {
		wh := strings.Join(strings.Fields(strings.ToLower(m[1])), " ")
		next := strings.TrimSpace(m[2])
		switch {
		case wh == "how long", wh == "how soon", wh == "how quickly", wh == "how early", wh == "how late", wh == "how far in advance":
			t |= atDuration
		case wh == "how many":
			if timeUnits.MatchString(next) {
				t |= atDuration
			} else {
				t |= atCount
			}
		case wh == "how much":
			if durationNouns.MatchString(next) {
				t |= atDuration
			} else {
				t |= atMoney
			}
		case wh == "how often", wh == "how frequently":
			t |= atFrequency
		case strings.HasSuffix(wh, " time"), strings.HasSuffix(wh, " hours"), strings.HasSuffix(wh, " hour"):
			t |= atClock
		case wh == "when", wh == "by when", strings.HasPrefix(wh, "what "), strings.HasPrefix(wh, "which "):
			t |= atDate | atClock | atDuration
		case wh == "who", wh == "whom", wh == "whose":
			t |= atPerson
		case wh == "where":
			t |= atPlace
		}
	}
	return t
}

// answerTypeMatch is 1 when the passage holds a span of any of the
// expected types, else 0 (0 too when the question expects none).
func answerTypeMatch(want answerType, text string) float64 {
	for t := atDuration; t <= atPlace; t <<= 1 {
		if want&t != 0 && spanPatterns[t].MatchString(text) {
			return 1
		}
	}
	return 0
}
