package pii

import "testing"

// TestCoordinatedPersonsSplit: two persons joined by "y", "e", "et" or
// "și" in Romance business text are two persons; a list of places joined
// the same way is none; "José Ortega y Gasset" stays one name
// (docs/adr/0127). The first and the last case fail on the code before
// (one person "Lucía Ferrer y Martín Ríos"; "Tarbes y Lourdes").
func TestCoordinatedPersonsSplit(t *testing.T) {
	cases := []struct{ text, want string }{
		{"El contrato fue firmado por Lucía Ferrer y Martín Ríos en la sede de Valencia.", "[Lucía Ferrer][Martín Ríos]"},
		{"A proposta foi aprovada por Carlos Almeida e Beatriz Nogueira na reunião de ontem.", "[Carlos Almeida][Beatriz Nogueira]"},
		{"La réunion a été animée par Claire Dubois et Julien Moreau, puis close à midi.", "[Claire Dubois][Julien Moreau]"},
		{"El libro cita a José Ortega y Gasset en el prólogo.", "[José Ortega y Gasset]"},
		{"Los envíos salen hacia Tarbes y Lourdes cada lunes.", ""},
	}
	for _, c := range cases {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%q: persons %s, want %s", c.text, got, c.want)
		}
	}
}
