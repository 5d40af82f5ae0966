package pii

import "testing"

func TestZZProbe(t *testing.T) {
	for _, s := range []string{
		"Uh, attorney John Martin will be arguing the rebuttal.",
		"John Martin will be arguing the rebuttal.",
		"Mother of journalist Hazel Hogan issues this statement",
		"British Ebola victim Will Pooley taking experimental drug",
		"Stars include Bill Murray and Al Pacino today",
		"Former police officer Troy Grant elected NSW Deputy Premier.",
		"the job Barack Obama has done as president",
		"No Jennifer Lopez News Today",
		"Tory MP 朱冠廷 defects to Ukip",
		"Korea substituted 柯美慧 in the 28th minute",
		"Prime Minister آدم خالد said",
		"In the 62nd minute Kim Min-Woo conceded a penalty",
		"His direction to Heng I-chun to enforce some laws",
		"Anthony Horowitz, 長谷川凪, Niamh Cusack",
		"Erla Harðardóttir, British space scientist",
		"Stuart Hall pleads guilty to 1 charge",
		"In the 69th minute, Romelu Lukaku doubled the lead",
	} {
		var got []string
		for _, sp := range detector.Find(s) {
			got = append(got, string(sp.Kind)+":"+s[sp.Start:sp.End])
		}
		t.Logf("%q → %v", s, got)
	}
}
