package convert

import (
	"strconv"
	"strings"
)

// Word numbering (word/numbering.xml): a paragraph names a list instance
// (w:num, its numId) and a level; the instance points at an abstract
// definition whose levels give the number format and the start value, and
// may override the start of some levels (a list "restarted at 1" or
// "continued from 5" is a new w:num with a w:startOverride). Counters
// belong to the abstract definition, so two instances without overrides
// continue one list, as Word numbers them.

// docxLevel is one level of an abstract numbering definition.
type docxLevel struct {
	format string // numFmt: decimal, lowerLetter, bullet, none…
	start  int
}

// docxNumbering is what numbering.xml defines.
type docxNumbering struct {
	abstract  map[string]map[int]docxLevel // abstractNumId → level → definition
	instances map[string]docxInstance      // numId → instance
}

type docxInstance struct {
	abstract  string
	overrides map[int]int // level → start override
}

// docxCounters numbers the paragraphs of a document as it is read.
type docxCounters struct {
	def     docxNumbering
	count   map[string]*[10]int  // abstract (or numId without one) → counter per level
	started map[string]*[10]bool // whether a level has numbered a paragraph since it was (re)set
	seen    map[string]bool      // numIds already used: an override applies at an instance's first paragraph
}

func newDocxCounters(def docxNumbering) *docxCounters {
	return &docxCounters{def: def, count: map[string]*[10]int{}, started: map[string]*[10]bool{}, seen: map[string]bool{}}
}

// next returns the marker of the paragraph numbered numId at level ilvl:
// "- " for a bullet, "N. " for any counting format (Markdown has only
// decimal numbers, so letters and roman numerals keep their value), "" when
// the level shows no number. fallbackOrdered is used when numbering.xml
// does not define numId (a "List Number" style without a numbering part).
func (n *docxCounters) next(numID string, ilvl int, fallbackOrdered bool) string {
	ilvl = min(max(ilvl, 0), 9)
	inst, ok := n.def.instances[numID]
	key := numID
	lvl := docxLevel{format: "bullet", start: 1}
	if fallbackOrdered {
		lvl.format = "decimal"
	}
	if ok {
		key = "a:" + inst.abstract
		if l, ok := n.def.abstract[inst.abstract][ilvl]; ok {
			lvl = l
		}
	}
	if n.count[key] == nil {
		n.count[key], n.started[key] = &[10]int{}, &[10]bool{}
	}
	count, started := n.count[key], n.started[key]
	if ok && !n.seen[numID] {
		n.seen[numID] = true
		for l, s := range inst.overrides {
			if l >= 0 && l < len(count) {
				count[l], started[l] = s-1, true
			}
		}
	}
	if !started[ilvl] {
		count[ilvl], started[ilvl] = lvl.start-1, true
	}
	count[ilvl]++
	for j := ilvl + 1; j < len(started); j++ {
		started[j] = false // a deeper level starts again under each new item
	}
	switch lvl.format {
	case "bullet":
		return "- "
	case "none", "":
		return ""
	}
	return strconv.Itoa(count[ilvl]) + ". "
}

// readDocxNumbering reads numbering.xml, when the document has one.
func readDocxNumbering(c *container) (docxNumbering, error) {
	out := docxNumbering{abstract: map[string]map[int]docxLevel{}, instances: map[string]docxInstance{}}
	if !c.has("word/numbering.xml") {
		return out, nil
	}
	type val struct {
		Val string `xml:"val,attr"`
	}
	var numbering struct {
		Abstract []struct {
			ID   string `xml:"abstractNumId,attr"`
			Lvls []struct {
				Ilvl   string `xml:"ilvl,attr"`
				Start  *val   `xml:"start"`
				NumFmt val    `xml:"numFmt"`
			} `xml:"lvl"`
		} `xml:"abstractNum"`
		Nums []struct {
			ID        string `xml:"numId,attr"`
			Abstract  val    `xml:"abstractNumId"`
			Overrides []struct {
				Ilvl  string `xml:"ilvl,attr"`
				Start *val   `xml:"startOverride"`
			} `xml:"lvlOverride"`
		} `xml:"num"`
	}
	if err := c.decode("word/numbering.xml", &numbering); err != nil {
		return out, err
	}
	for _, a := range numbering.Abstract {
		levels := map[int]docxLevel{}
		for _, l := range a.Lvls {
			i, err := strconv.Atoi(l.Ilvl)
			if err != nil {
				continue
			}
			start := 1
			if l.Start != nil {
				if s, err := strconv.Atoi(l.Start.Val); err == nil && s >= 0 {
					start = s
				}
			}
			levels[i] = docxLevel{format: strings.TrimSpace(l.NumFmt.Val), start: start}
		}
		out.abstract[a.ID] = levels
	}
	for _, n := range numbering.Nums {
		inst := docxInstance{abstract: n.Abstract.Val, overrides: map[int]int{}}
		for _, o := range n.Overrides {
			i, err := strconv.Atoi(o.Ilvl)
			if err != nil || o.Start == nil {
				continue
			}
			if s, err := strconv.Atoi(o.Start.Val); err == nil && s >= 0 {
				inst.overrides[i] = s
			}
		}
		out.instances[n.ID] = inst
	}
	return out, nil
}
