package pii

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// Limits on a workspace's own terms: they are typed by an admin and compiled
// into one pattern, so their number and length are bounded.
const (
	MaxTerms    = 200
	MaxTermRune = 100
)

// Detector finds personal data in text. It is immutable and safe for
// concurrent use; WithTerms derives one that also finds a workspace's terms.
type Detector struct {
	names nameLists
	terms *regexp.Regexp
	// rulesOnly skips the CJK model (cjkmodel.go): its training features
	// hold the rules' own verdict. cjk, when set, replaces the embedded
	// CJK model (WithCJKModel).
	rulesOnly bool
	cjk       *seqtag.Model
	// person is the trained word model (personmodel.go); nil means the
	// rules alone decide.
	person *seqtag.Model
	// personFiHu judges Finnish and Hungarian lines instead (fihu.go).
	personFiHu *seqtag.Model
	// arabic is the Arabic-script model (armodel.go); nil leaves Arabic
	// prose to the word model and the rules.
	arabic *seqtag.Model
	// persian is the Persian model (persianmodel.go), which adds its names
	// on Persian lines to the Arabic model's; nil leaves them to that one.
	persian *seqtag.Model
	// urdu is the Urdu model (urdumodel.go), which decides Urdu lines in
	// place of the Arabic and Persian models; nil leaves them to those.
	urdu *seqtag.Model
	// urduAdd is the margin at which the Urdu model puts a word in a name
	// (urduAddMargin; WithUrduModel).
	urduAdd float64
	// ko, when set, replaces the embedded Korean model (komodel.go); koOff
	// leaves Korean to the rules (its training features hold their verdict).
	ko    *seqtag.Model
	koOff bool
	// koCombination, when set, replaces koDefault (WithKoreanCombination).
	koCombination *KoreanCombination
	// indic, when set, replaces the embedded Indic model (indicmodel.go);
	// indicOff leaves Brahmic prose to the rules (its training features
	// hold their verdict); indicOpts, when set, replaces indicShipped.
	indic     *seqtag.Model
	indicOff  bool
	indicOpts *IndicOptions
}

// NewDetector loads the shipped name lists (embedded in the binary).
func NewDetector() *Detector {
	return &Detector{names: loadNames(), person: shippedPersonModel(), personFiHu: shippedFiHuModel(), arabic: shippedArabicModel(), persian: shippedPersianModel(), urdu: shippedUrduModel(), urduAdd: urduAddMargin}
}

// WithTerms returns a detector that also replaces terms (matched whole,
// ignoring case) as ⟨TERM_n⟩. Blank terms are ignored.
func (d *Detector) WithTerms(terms []string) *Detector {
	var alts []string
	for _, t := range CleanTerms(terms) {
		alts = append(alts, regexp.QuoteMeta(t))
	}
	out := *d
	out.terms = nil
	if len(alts) > 0 {
		// Longest first, so "Project Falcon X" wins over "Project Falcon".
		sort.SliceStable(alts, func(i, j int) bool { return len(alts[i]) > len(alts[j]) })
		out.terms = regexp.MustCompile(`(?i)` + strings.Join(alts, "|"))
	}
	return &out
}

// CleanTerms trims terms, drops blanks and repeats (ignoring case).
func CleanTerms(terms []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range terms {
		t = strings.Join(strings.Fields(t), " ")
		if t == "" || seen[strings.ToLower(t)] {
			continue
		}
		seen[strings.ToLower(t)] = true
		out = append(out, t)
	}
	return out
}

// Find returns the values to replace in s, in order, none overlapping.
// Where two detections overlap, the kind earlier in Kinds wins, then the
// longer one.
func (d *Detector) Find(s string) []Span {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	s = calendarText(s)
	if d.person == nil {
		return d.writtenShapes(s, d.cutTerritoryLeads(s, dropQuotedTitles(s, dropThingColumns(s, d.dropListedThings(s, d.tidyVietIndo(s, d.mendNameEnds(s, d.tagKorean(s, d.tagCJK(s, d.findRules(s, nil)))), nil), nil)))))
	}
	tr := &ruleTrace{keep: map[[2]int]bool{}}
	rules := d.findRules(s, tr)
	spans := d.withArabicModel(s, d.mendNameEdges(s, d.withPersonModel(s, rules, tr), tr.toks), rules, tr)
	spans = d.addHanNamesInLatinLines(s, d.keepVouchedCJK(s, d.tagCJK(s, d.turkicLoneSurnames(s, tr.toks, d.kazakhPersons(s, tr.toks, d.armenianLonePersons(s, tr.toks, d.armenianPersons(s, tr.toks, d.thaiTitledPersons(s, tr.toks, georgianInitialPersons(s, tr.toks, d.lettersPersons(s, tr.toks, d.indicPersons(s, tr.toks, indicTitledPersons(s, tr.toks, indicPostTitledPersons(s, tr.toks, ethiopicTitledPersons(s, tr.toks, d.devanagariPersons(s, tr.toks, d.hebrewVocativePersons(s, tr.toks, hebrewTitledPersons(s, tr.toks, hebrewPersons(s, tr.toks, d.tidySindhiNames(s, tr.toks, d.persianOfficeNames(s, tr.toks, d.foreignArabicNames(s, tr.toks, d.tidyPersianNames(s, tr.toks, d.tidyArabicNames(s, tr.toks, spans), tr.arSure)))))))))))))))))))), tr.keep))
	spans = indicInitialPersons(s, tr.toks, spans)
	spans = indicEndedPersons(s, tr.toks, spans)
	spans = indicSurnamedPersons(s, tr.toks, spans)
	spans = d.addZhCuedNames(s, spans)
	spans = d.addJaSpacedNames(s, spans)
	spans = d.addZhFieldNames(s, spans)
	spans = d.addZhPersonKeyNames(s, spans)
	spans = d.addZhAliasNames(s, spans)
	spans = d.addZhOwnedRuns(s, spans)
	spans = d.addZhTimedRowNames(s, spans)
	spans = d.mendNameEnds(s, d.tagKorean(s, spans))
	spans = d.addKoKeyedNames(s, spans)
	spans = d.addKoTalkLineNames(s, spans)
	spans = d.dropKoLoanwords(s, spans)
	spans = d.koParticleSpans(s, spans)
	spans = d.cyrillicPairs(s, tr.toks, d.tidyCyrillicPersons(s, tr.toks, d.capsPairs(s, tr.toks, d.slavicPairs(s, tr.toks, spans))))
	spans = d.cyrillicNotableSurnames(s, tr.toks, spans)
	spans = d.dropCyrillicAdjectivePairs(s, tr.toks, spans, tr.keep)
	spans = d.tidyIrish(s, tr.toks, d.gaelicSurnamePairs(s, tr.toks, d.givenPairs(s, tr.toks, tidyWelsh(s, tr.toks, d.icelandicNames(s, tr.toks, d.givenPairs(s, tr.toks, spans, nordicGivenNames.has, nordicAround, false))), celticGiven, celticAround, true)))
	spans = d.givenPairs(s, tr.toks, d.givenPairs(s, tr.toks, spans, slavicGivenNames.has, slavicAround, false), d.names.balticGiven, balticAround, true)
	spans = d.wholeGermanicNames(s, tr.toks, d.givenPairs(s, tr.toks, spans, dutchGivenNames.has, dutchAround, false), tr.keep)
	spans = d.givenPairs(s, tr.toks, spans, d.worldGiven, anywhere, false)
	spans = d.joinAdjacentPersons(s, d.adjectivePhrases(s, tr.toks, d.tidyTurkicPersons(s, tr.toks, d.splitCoordinated(s, tr.toks, d.framePairs(s, tr, spans)))))
	spans = particleSurnames(s, tr.toks, d.dropDutchPhrases(s, tr.toks, d.cutVanPlaces(s, tr.toks, d.dropGermanAmounts(s, tr.toks, d.dropCommonOpeners(s, tr.toks, spans, tr.keep), tr.keep), tr.keep), tr.keep))
	spans = d.cutTerritoryLeads(s, dropQuotedTitles(s, dropThingColumns(s, d.dropListedThings(s, d.tidyVietIndo(s, spans, tr.keep), tr.keep))))
	spans = d.cutCyrillicTerritories(s, tr.toks, d.echoCyrillicSurnames(s, tr.toks, d.joinCyrillicFullNames(s, tr.toks, d.cutCyrillicTerritories(s, tr.toks, d.names.echoVouched(s, tr.toks, spans, tr.keep)))))
	spans = d.calledCyrillicSurnames(s, tr.toks, d.titledCyrillicSurnames(s, tr.toks, spans))
	spans = d.dropCommonWordPairs(s, tr.toks, spans, tr.keep)
	spans = d.dropFirmsAndDates(s, spans, tr.keep)
	spans = d.dropFirmsAndDates(s, d.echoLatinSurnames(s, tr.toks, d.latinNotableSurnames(s, tr.toks, spans)), tr.keep)
	spans = d.officeSurnames(s, tr.toks, spans)
	spans = d.coordinatedSurnames(s, tr.toks, d.turkishTitledPersons(s, tr.toks, spans))
	spans = d.repeatedRuns(s, tr.toks, spans)
	spans = d.saidUnlistedNames(s, tr.toks, d.unlistedGivenPairs(s, tr.toks, spans))
	spans = d.austronesianCuedNames(s, tr.toks, spans)
	spans = d.icelandicLoneNames(s, tr.toks, spans)
	spans = d.trimFiHuEdges(s, tr.toks, spans, tr.keep)
	spans = d.cutLowerOpeners(s, tr.toks, spans, tr.keep)
	spans = d.caseFormSurnames(s, tr.toks, spans)
	spans = d.inflectedNames(s, tr.toks, spans)
	spans = d.caseEchoes(s, tr.toks, d.armenianTitledPersons(s, tr.toks, d.armenianRussianSurnames(s, tr.toks, spans)))
	spans = dropArmenianGenitives(s, tr.toks, d.armenianPostTitledPersons(s, tr.toks, spans))
	spans = d.armenianListedPersons(s, tr.toks, spans)
	spans = d.armenianGivenEchoes(s, tr.toks, spans)
	spans = d.cutGluedOpeners(s, tr.toks, spans, tr.keep)
	spans = d.selfNamedPersons(s, d.creditLinePersons(s, spans))
	spans = d.nicknamedPersons(s, saintSurnames(s, d.presenterEnds(s, spans)))
	spans = d.arabicNameEdges(s, d.writtenShapes(s, dropContractions(s, d.speakerPersons(s, d.addressedPersons(s, dropPreambleValues(s, d.nameListPersons(s, spans)))))))
	spans = d.latinCuedNames(s, tr.toks, spans)
	spans = d.classicalChinesePersons(s, spans)
	spans = d.oldCyrillicPersons(s, tr.toks, spans)
	spans = d.lineBrokenNames(s, tr.toks, spans)
	spans = d.letterSpacedNames(s, tr.toks, spans)
	spans = d.framedCapsNames(s, tr.toks, spans)
	spans = d.capsPatronymicNames(s, tr.toks, spans)
	spans = d.cyrillicCapsSpeakers(s, tr.toks, spans)
	spans = d.caseParties(s, tr.toks, spans)
	spans = d.copticPersons(s, tr.toks, spans)
	spans = d.dropCountryParties(s, tr.toks, spans)
	spans = d.tidyMaltese(s, spans)
	spans = d.identifierNames(s, d.sqlColumnNames(s, spans))
	spans = d.lowerProseSurnames(s, tr.toks, spans, tr.keep)
	spans = d.dropLegalFirms(s, spans)
	spans = d.dropCapsHeaded(s, spans)
	spans = quotedNicknames(s, cutOpenBrackets(s, dropSlugNames(s, d.dropFormLabels(s, d.invertedFieldNames(s, spans)))))
	spans = d.turkicPostTitledNames(s, tr.toks, d.cutTurkicPossessed(s, tr.toks, spans))
	spans = d.recordLayoutNames(s, spans)
	spans = d.dropAmpersandFirms(s, spans)
	spans = d.tidyUrduNames(s, tr.toks, spans)
	spans = d.dutchParticleNames(s, tr.toks, spans)
	spans = d.selfIntroducedNames(s, tr.toks, spans)
	spans = d.slavicDeclinedNames(s, tr.toks, spans)
	spans = d.thanksListPersons(s, spans)
	spans = dropStreetNames(s, spans)
	spans = d.birthNames(s, d.cutParticleLeads(s, d.cutTitledRoles(s, spans)))
	spans = dropStraightQuotedThings(s, spans)
	spans = d.quotedSpeakers(s, tr.toks, spans)
	spans = d.unlistedTails(s, tr.toks, spans)
	spans = d.addZhRosterNames(s, spans)
	spans = d.addNameLangValues(s, spans)
	spans = dropKoGroupValues(s, spans)
	spans = d.dropPostAdjectivePhrases(s, tr.toks, spans)
	spans = d.layoutInvertedNames(s, spans)
	spans = d.constructorNameParts(s, spans)
	spans = ethiopicEchoedPersons(s, tr.toks, spans)
	spans = d.romanianParticleNames(s, tr.toks, spans)
	spans = d.fiSaidNames(s, tr.toks, spans)
	spans = d.matchReportPersons(s, spans)
	spans = d.cutRecordLeads(s, spans)
	spans = d.dropPlaceUnits(s, spans)
	return d.withIndicModel(s, tr, spans)
}

// writtenShapes reads the persons that a document's layout rather than its
// prose shows, last, over what the passes found: reference list authors,
// names in lines of capitals, and the titles around a name kept outside it
// (docs/adr/0158); then the values structured shapes key as persons
// (docs/adr/0182).
func (d *Detector) writtenShapes(s string, spans []Span) []Span {
	return d.keyedPersons(s, d.trimHonorifics(s, d.capsLineNames(s, d.citationAuthors(s, spans))))
}

// ruleTrace is what the rules leave for the word model besides their spans:
// the text's words, the e-mail hints, and the persons that structure rather
// than prose vouches for (personmodel.go).
type ruleTrace struct {
	toks  []token
	hints map[string]bool
	keep  map[[2]int]bool
	// arSure holds, by a word's start, the Arabic model's margin for a word
	// it put in a name (armodel.go): how sure it was, which the Persian
	// lines' rule reads (docs/adr/0109).
	arSure map[int]float64
}

// mark records the persons among spans as vouched for by structure.
func (tr *ruleTrace) mark(spans []Span) {
	if tr == nil {
		return
	}
	for _, sp := range spans {
		if sp.Kind == Person {
			tr.keep[[2]int{sp.Start, sp.End}] = true
		}
	}
}

// findRules is Find by the rules alone: patterns, lists and context. A
// non-nil tr records what the word model needs of the rules' work.
func (d *Detector) findRules(s string, tr *ruleTrace) []Span {
	var found []Span
	if d.terms != nil {
		for _, m := range d.terms.FindAllStringIndex(s, -1) {
			if wordRune(runeBefore(s, m[0])) || wordRune(runeAfter(s, m[1])) {
				continue
			}
			found = append(found, Span{Start: m[0], End: m[1], Kind: Term, Key: strings.ToLower(s[m[0]:m[1]])})
		}
	}
	emails := findEmails(s, nil)
	found = append(found, emails...)
	found = findIBANs(s, found)
	found = findCards(s, found)
	found = findIPs(s, found)
	found = findPhones(s, found)
	n := len(found)
	found = d.findCued(s, found)
	tr.mark(found[n:])
	found = d.findCaseless(s, found)
	found = d.findCJKNames(s, found)
	hints := d.emailHints(s, emails)
	found = d.findPersons(s, hints, found, tr)
	n = len(found)
	found = d.findNamesBeforeEmails(s, emails, found)
	// Arabic words standing in Latin text: islands the model, trained on
	// Arabic prose, has not seen.
	found = d.findArabicIslands(s, found)
	tr.mark(found[n:])
	if tr != nil {
		tr.hints = hints
	}
	return dropMixedScripts(s, dropInURLs(s, d.widenVietnamese(s, d.findPeers(s, resolve(found)))))
}

// resolve keeps non-overlapping spans by priority and returns them in text order.
func resolve(spans []Span) []Span {
	sort.SliceStable(spans, func(i, j int) bool {
		a, b := spans[i], spans[j]
		if a.Kind.rank() != b.Kind.rank() {
			return a.Kind.rank() < b.Kind.rank()
		}
		if a.End-a.Start != b.End-b.Start {
			return a.End-a.Start > b.End-b.Start
		}
		return a.Start < b.Start
	})
	// A span is kept when none kept before it overlaps it. The bytes kept
	// spans cover are marked in a bitset over the text's extent, so each check
	// reads only the span's own bytes: a text dense with spans stays
	// linear-logarithmic (inserting into a sorted slice moved the slice's tail
	// for every span kept before the end, quadratic on one long line).
	end := 0
	for _, s := range spans {
		end = max(end, s.End)
	}
	taken := make([]uint64, end/64+1)
	covered := func(a, b int) bool {
		for i := a; i < b; i++ {
			if taken[i>>6]&(1<<(i&63)) != 0 {
				return true
			}
		}
		return false
	}
	var kept []Span
	for _, s := range spans {
		if covered(s.Start, s.End) {
			continue
		}
		for i := s.Start; i < s.End; i++ {
			taken[i>>6] |= 1 << (i & 63)
		}
		kept = append(kept, s)
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].Start < kept[j].Start })
	return kept
}
