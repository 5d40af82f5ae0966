package pii

import (
	"strings"
	"testing"

	"knowledgestack/internal/seqtag"
)

// Real sentences from NewsFANE Gold's Arabic news, sentences 901-2,900
// (CC BY-SA 3.0; the Arabic model's training range, text no name set holds),
// labelled as the corpus labels them: the rules and the word model miss
// foreign names and cut nasab chains short ("جاسم بن حمد" of "جاسم بن حمد
// ال ثاني"), and mask a noun with its adjective ("الدين العام", "ميلان
// الايطالي"); the Arabic model (docs/adr/0088) gets each right. Every case
// comes out otherwise without it.
var arabicModelCases = []struct{ text, want string }{
	{"وفي الدقيقة 60 سجل ايدور جوديونسون الهدف الثاني لبرشلونة .", "ايدور جوديونسون"},
	{"واثر تمريرة من زافي هرنانديز اضاف خافيير سافيولا الهدف الثالث للفريق في الدقيقة 77 بمساعدة اندريس انيستا .",
		"زافي هرنانديز|خافيير سافيولا|اندريس انيستا"},
	{"ولرئيس الحكومة العراقية نائبان احدهما كردي وهو برهم صالح والاخر سني وهو سلام الزوبعي .", "برهم صالح|سلام الزوبعي"},
	{"وبعث سمو الشيخ جاسم بن حمد ال ثاني ولي العهد ببرقية الي سمو الشيخ جابر الاحمد الجابر الصباح ضمنها تهانيه بسلامة عودةه الي بلاده .",
		"جاسم بن حمد ال ثاني|جابر الاحمد الجابر الصباح"},
	{"يذكر ان ابن خلدون ولد في تونس عام 1332 ، وتنقل بين الاندلس وبلاد المغرب العربي وسوريا ومصر حيث توفي بالقاهرة عام 1406 .", "ابن خلدون"},
	{"والجائزة التي سيتسلمها الوزير عبارة عن تمثال نحته الفنان التشكيلي بابلو اتشون .", "بابلو اتشون"},
	{"الرغم من ارتفاع ار صدة الدين العام ، الا انها مازالت تحت السيطرة الي حد كبير .", ""},
	{"وفي المجموعة ذاتها ، تعادل ليل الفرنسي مع ميلان الايطالي .", ""},
	{"وقال قائد اركان القوات متعددة الجنسيات انه لا يمكن ان تكون هناك مليشيات مسلحة تنافس القوى الامنية العراقية .", ""},
	{"كما زاد الخام الامريكي في بورصة نايمكس 4 ر 0 دولار الي 49 ر 61 دولار .", ""},
}

// withoutArabicModel is the detector as it was before the Arabic model: the
// rules and the word model.
func withoutArabicModel() *Detector {
	d := *detector
	d.arabic = nil
	return &d
}

// TestArabicModelFixesWhatTheWordModelGetsWrong: foreign names and whole
// nasab chains found, nouns with adjectives left alone; without the Arabic
// model each case comes out otherwise.
func TestArabicModelFixesWhatTheWordModelGetsWrong(t *testing.T) {
	if detector.arabic == nil {
		t.Fatal("no Arabic model is loaded: run go run ./cmd/trainar")
	}
	old := withoutArabicModel()
	for _, c := range arabicModelCases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
		if got := persons(old, c.text); got == c.want {
			t.Errorf("%q: the rules and the word model already find %q; the case shows nothing", c.text, got)
		}
	}
}

// TestArabicModelLeavesOtherTextAlone: Latin prose, an Arabic name standing
// in an English sentence, and Arabic names a header, greeting or signature
// vouches for come out exactly as without the Arabic model.
func TestArabicModelLeavesOtherTextAlone(t *testing.T) {
	old := withoutArabicModel()
	texts := []string{
		"Three Falcons, Juniors Layla Mary and أحمد رامي نجيب محفوظ أبو الأغا علم الدين, garnered preseason honors.",
		"From: فيصل حسن\nTo: Franklin S. Filho\nSubject: تقرير الربع الثالث من العام الجاري للادارة\n",
		"عزيزي فيصل حسن،\nنرسل لكم التقرير المالي للربع الثالث من العام الجاري كما اتفقنا.\nمع التحية،\nليلى فرنسيس\n",
	}
	for _, c := range personModelCases {
		texts = append(texts, c.text)
	}
	for _, s := range texts {
		if a, b := persons(old, s), persons(detector, s); a != b {
			t.Errorf("%q: without the Arabic model %q, with it %q", s, a, b)
		}
	}
}

// TestShippedArabicModelLoads: the embedded model loads for this feature set
// with the word model's labels, and a model of other features is refused.
func TestShippedArabicModelLoads(t *testing.T) {
	m := shippedArabicModel()
	if m == nil {
		t.Fatalf("the embedded Arabic model (%d bytes) does not load for %q", len(arabicModelFile), ArabicFeatureSet)
	}
	if got := strings.Join(m.Labels(), ","); got != strings.Join(PersonLabels, ",") {
		t.Fatalf("labels %s", got)
	}
	if PersonModelMeta() == ArabicModelMeta() {
		t.Fatal("the Arabic model and the word model carry the same meta")
	}
	if seqtag.LoadFor(personModelFile, ArabicFeatureSet) != nil {
		t.Fatal("the word model loads as an Arabic model")
	}
}

// TestArabicSegmentsAreBounded: a long Arabic line with no sentence end is
// cut into segments of at most maxSegment words, each word in one segment.
func TestArabicSegmentsAreBounded(t *testing.T) {
	s := strings.Repeat("قال الرئيس محمد بن زايد ال نهيان ان الوزير ", 1000)
	words := 0
	for _, seg := range detector.ArabicSegments(s) {
		if len(seg.Words) > maxSegment {
			t.Fatalf("a segment of %d words", len(seg.Words))
		}
		words += len(seg.Words)
	}
	if words != 9000 {
		t.Fatalf("%d words in segments, want 9000", words)
	}
}

// BenchmarkFindArabicProse measures the Arabic model's pass on one long
// Arabic line with no sentence end, dense with titles, kunyas, nasab chains
// and foreign names, at two sizes — the time per byte must stay flat
// (linear).
func BenchmarkFindArabicProse(b *testing.B) {
	unit := "واكد الرئيس بشار الاسد ان الشيخ محمد بن زايد ال نهيان وابو مازن التقيا وزيرة الخارجية كوندوليزا رايس في دمشق و "
	benchFindRepeated(b, unit)
}

// arabicFloors hold the Arabic-script kind ("ar": names in Arabic news and
// in Arabic frames) of the sets that have it, and the most Arabic-script
// false finds allowed in each: just under and over what the Arabic model
// measured (docs/adr/0088; all tuning data: the fourth and fifth sets'
// Arabic text is NewsFANE 1-600, trained on; the sixth's 601-900 chose the
// margins; the seventh's 2,901-end chose nothing but the chain rule).
// Without the model: fourth 0.739 (4 false), fifth 0.653 (10), sixth 0.584
// (11), seventh 0.330 (69).
var arabicFloors = []struct {
	set    string
	recall float64
	false  int
}{
	{fourthSet, 0.99, 4},   // 1.000, 1
	{fifthSet, 0.97, 6},    // 0.980, 3
	{sixthSet, 0.875, 12},  // 0.883, 9 with docs/adr/0121's foreign names (0.870, 9 before)
	{seventhSet, 0.77, 78}, // 0.778, 77 with docs/adr/0121 (0.767, 75 after docs/adr/0100's retraining; 0.763, 76 before)
	{eighthSet, 0.79, 72},  // 0.804, 69 with docs/adr/0121 (0.738, 66 before; 0.723, 74 before docs/adr/0100; 0.677, 366 before docs/adr/0095)
}

// TestArabicNamesInEverySet measures the Arabic-script kind of each set
// against arabicFloors.
func TestArabicNamesInEverySet(t *testing.T) {
	for _, f := range arabicFloors {
		docs, labels := loadLabelled(t, f.set)
		labelled, correct, wrong := 0, 0, 0
		for i, doc := range docs {
			if strings.IndexFunc(doc, arabicLetter) < 0 {
				continue // no Arabic script: nothing this test counts
			}
			want := map[[2]int]string{}
			for _, l := range labels[i] {
				want[[2]int{l.start, l.end}] = l.kind
				if l.kind == "ar" {
					labelled++
				}
			}
			for _, sp := range detector.Find(doc) {
				kind, ok := want[[2]int{sp.Start, sp.End}]
				switch {
				case sp.Kind != Person:
				case ok && kind == "ar":
					correct++
				case !ok && strings.IndexFunc(doc[sp.Start:sp.End], arabicLetter) >= 0:
					wrong++
				}
			}
		}
		r := float64(correct) / float64(labelled)
		t.Logf("%s: ar %d of %d, recall %.3f; %d Arabic-script false finds", f.set, correct, labelled, r, wrong)
		if r < f.recall || wrong > f.false {
			t.Errorf("%s: ar recall %.3f (floor %.2f), %d Arabic-script false finds (at most %d)", f.set, r, f.recall, wrong, f.false)
		}
	}
}

func arabicLetter(r rune) bool { return r >= 0x0600 && r <= 0x06ff }

// TestArabicChainRunsOverNasab: a name the model cut on a particle or
// before one runs on to the name word after it, and one starting on بن takes
// the given name before it; a title, a function word or a verb of saying is
// never taken.
func TestArabicChainRunsOverNasab(t *testing.T) {
	for _, c := range []struct {
		text, cut, want string
	}{
		{"تولى علي بن ابي طالب الخلافة", "علي بن ابي", "علي بن ابي طالب"},
		{"وقال حمودي ولد المصطفى ولد الوالي امس", "حمودي ولد المصطفى", "حمودي ولد المصطفى ولد الوالي"},
		{"وقال صلاح ولد في", "صلاح ولد", "صلاح ولد"},
		{"واستقبل الوليد بن طلال بن عبدالعزيز ال سعود الوفد", "بن طلال بن عبدالعزيز", "الوليد بن طلال بن عبدالعزيز ال سعود"},
		{"قال الرئيس بن علي ان", "بن علي", "بن علي"},
		{"التقى الشيخ حمد بن في", "حمد بن", "حمد بن"},
	} {
		toks := words(c.text)
		at := strings.Index(c.text, c.cut)
		i, j := -1, -1
		for k, tk := range toks {
			if tk.start == at {
				i = k
			}
			if tk.end == at+len(c.cut) {
				j = k
			}
		}
		a, b := detector.arabicChain(toks, i, j, make([]bool, len(toks)))
		if got := c.text[toks[a].start:toks[b].end]; got != c.want {
			t.Errorf("%q: %q grew to %q, want %q", c.text, c.cut, got, c.want)
		}
	}
}
