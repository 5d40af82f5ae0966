package retrieval

import "testing"

func TestExpectedTypes(t *testing.T) {
	tests := []struct {
		question string
		want     answerType
	}{
		{"How long is a token valid?", atDuration},
		{"For how long is the warranty?", atDuration},
		{"How many weeks of leave do carers get?", atDuration},
		{"How many chargers are there?", atCount},
		{"How much does the plan cost?", atMoney},
		{"How much notice must I give?", atDuration},
		{"How much sick leave do I earn?", atDuration},
		{"How often must I change my password?", atFrequency},
		{"What time does the canteen open?", atClock},
		{"When is the all-hands?", atDate | atClock | atDuration},
		{"Who approves my expenses?", atPerson},
		{"I broke the printer - who do I call?", atPerson},
		{"Where is lost and found?", atPlace},
		// A conjunction or a relative pronoun asks for nothing.
		{"What should I do when the alarm fires?", 0},
		{"Which model suits a customer who lifts heavy loads?", 0},
		{"Can I work from where my family lives?", 0},
		{"How do I request software?", 0},
		{"What is a safety function?", 0},
	}
	for _, tt := range tests {
		if got := expectedTypes(tt.question); got != tt.want {
			t.Errorf("expectedTypes(%q) = %b, want %b", tt.question, got, tt.want)
		}
	}
}

func TestSpanPatterns(t *testing.T) {
	tests := []struct {
		t        answerType
		yes, not []string
	}{
		{atDuration, []string{"You get 25 days of leave.", "within two working days", "a 12-month period", "for three consecutive weeks"},
			[]string{"Days off are booked in the portal.", "The 25 robots"}},
		{atMoney, []string{"a stipend of $500", "up to 300 euros", "we match 4%", "£1,200 per year"},
			[]string{"the money is paid monthly", "model 500"}},
		{atClock, []string{"leaves at 07:15", "opens at 9 am", "until noon", "from 8.30 to 17.00"},
			[]string{"version 5.8.2", "in 2024"}},
		{atDate, []string{"on 1 March", "every Monday", "by March 31", "on 2025-01-15", "at the end of the quarter", "in Q3"},
			[]string{"the march to the sea is long", "you may book"}},
		{atFrequency, []string{"every three years", "twice a month", "reviewed quarterly", "once per year"},
			[]string{"everyone may book", "the year ahead"}},
		{atPerson, []string{"ask your manager", "email hr@example.com", "call extension 2050", "the incident commander decides"},
			[]string{"the robot moves", "it is free"}},
		{atPlace, []string{"on the second floor", "at reception", "in lot A", "4100 Kettering Boulevard"},
			[]string{"the policy applies", "ask in advance"}},
	}
	for _, tt := range tests {
		for _, s := range tt.yes {
			if answerTypeMatch(tt.t, s) != 1 {
				t.Errorf("type %b: %q holds no span", tt.t, s)
			}
		}
		for _, s := range tt.not {
			if answerTypeMatch(tt.t, s) != 0 {
				t.Errorf("type %b: %q holds a span: %q", tt.t, s, spanPatterns[tt.t].FindString(s))
			}
		}
	}
	if answerTypeMatch(0, "25 days") != 0 {
		t.Error("a question expecting nothing matched")
	}
}

func TestInterrogative(t *testing.T) {
	for q, want := range map[string]string{
		"Where do I leave my car?":    "where",
		"where can I park?":           "where",
		"How long is it valid?":       "how long",
		"How do I reset my password?": "how do",
		"Can I bring a dog?":          "can",
		"Parking rules for visitors":  "",
		"I lost my badge. What now?":  "",
		"":                            "",
	} {
		if got := interrogative(q); got != want {
			t.Errorf("interrogative(%q) = %q, want %q", q, got, want)
		}
	}
}

func TestWindow(t *testing.T) {
	idf := map[string]float64{"a": 1, "b": 2, "c": 4}
	occ := []occurrence{{30, "c"}, {1, "a"}, {3, "b"}, {40, "a"}, {100, "b"}}
	// Within 12 words: a+b at 1–3 (3), c+a at 30–40 (5); b alone at 100.
	if got := window(occ, idf, 12); got != 5 {
		t.Errorf("window = %v, want 5", got)
	}
	if got := window(occ, idf, 1); got != 4 {
		t.Errorf("window of one word = %v, want 4 (the rarest term alone)", got)
	}
	if got := window(nil, idf, 12); got != 0 {
		t.Errorf("window of nothing = %v", got)
	}
}

func TestTypedSentence(t *testing.T) {
	idf := map[string]float64{"shuttl": 2, "leav": 1, "badg": 3}
	content := "## Shuttle\n\nA company shuttle runs on working days. It leaves at **07:15** and 15:45.\n\nYour badge opens the doors."
	// The clock-time sentence holds "leaves" only; the shuttle sentence has no time.
	if got := typedSentence(atClock, content, idf); got != 1 {
		t.Errorf("typedSentence = %v, want 1", got)
	}
	if got := typedSentence(atMoney, content, idf); got != 0 {
		t.Errorf("no money span, got %v", got)
	}
	table := "| Site | Hours |\n|---|---|\n| Dayton | 06:30–20:00 |\n| Plant | shifts |"
	if got := typedSentence(atClock, table, map[string]float64{"dayton": 2, "plant": 5}); got != 2 {
		t.Errorf("table row: typedSentence = %v, want 2 (the row holding the time)", got)
	}
	if !stemOf("polici", "policy") || !stemOf("employe", "employees") || stemOf("ab", "abc") {
		t.Error("stemOf")
	}
}
