package source

import (
	"path"
	"regexp"
	"strings"
	"unicode/utf8"
)

// TitleScanRunes bounds the title search, so a listing can read a prefix of
// each file rather than all of it.
const TitleScanRunes = 16384

var separators = regexp.MustCompile(`[\s_\-]+`)

// Title is a file's title: its first level-one ATX heading outside code
// fences (within the first TitleScanRunes runes), else its name without
// extension, with underscores and hyphens read as spaces. Uploads and loaded
// corpora are titled by it alike.
func Title(name, markdown string) string {
	if utf8.RuneCountInString(markdown) > TitleScanRunes {
		markdown = string([]rune(markdown)[:TitleScanRunes])
	}
	fence := ""
	for line := range strings.SplitSeq(markdown, "\n") {
		t := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
			continue
		}
		if strings.HasPrefix(line, "# ") || line == "#" {
			if h := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(line[1:]), "#")); h != "" {
				return h
			}
		}
	}
	base := strings.TrimSuffix(name, path.Ext(name))
	if t := strings.TrimSpace(separators.ReplaceAllString(base, " ")); t != "" {
		return t
	}
	return name
}
