package pii

import "testing"

// TestUnlistedTails checks unlistedTails on made prose (made names, no
// set's); every want line fails on the code before docs/adr/0274 (checked
// by taking its one line out of Find).
func TestUnlistedTails(t *testing.T) {
	cases := []struct {
		name, text string
		want, not  []string
	}{
		{"Indonesian family name", "Dalam rapat itu, Direktur Utama Sri Wahyuni Tjokrowinoto mengatakan laba perseroan naik tajam tahun ini.", []string{"Sri Wahyuni Tjokrowinoto"}, nil},
		{"a body's name goes on", "Dalam rapat itu, Direktur Utama Sri Wahyuni Tjokrowinoto Group Indonesia mengatakan laba naik.", nil, []string{"Sri Wahyuni Tjokrowinoto"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.text, c.want, c.not)
	}
}
