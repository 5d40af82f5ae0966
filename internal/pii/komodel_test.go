package pii

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// TestKoreanModelFindsWhatRulesMiss: sentences of the model's training
// range (KLUE NER dev ids 1,000-4,999; never the reserved 0-999) whose
// persons the rules alone miss, each name found whole and without the
// particle or title after it. The detector before docs/adr/0093 is the
// rules alone here, so it fails every case.
func TestKoreanModelFindsWhatRulesMiss(t *testing.T) {
	d := NewDetector()
	rules := d.WithKoreanModel(nil)
	for _, c := range []struct {
		id   int
		text string
		want []string
	}{
		{1015, "장동건과 고소영은 2010년 5월 결혼한 뒤 10월 첫째 아들 준혁 군을 낳았다.", []string{"장동건", "고소영", "준혁"}},
		{1043, "새누리당 이자스민 의원이 제정에 앞장서고 있는 '이주아동 권리보장 기본법'이 SNS에서 관심을 모으고 있다.", []string{"이자스민"}},
		{1066, "국내 음반사들은 조성진의 이번 콩쿠르 우승을 계기로 클래식 팬들의 저변이 넓어지길 기대하고 있다.", []string{"조성진"}},
		{1081, "19일(현지시각) 프랑스 검찰은 파리 연쇄 테러의 총책인 압델하미드 아바우드(27)가 사망했다고 확인했다.", []string{"압델하미드 아바우드"}},
		{1113, "중국 국제뉴스매체 환추넷이 7일 러시아 푸틴 대통령의 전용기 내부 모습을 사진기사로 소개했다.", []string{"푸틴"}},
		{1143, "이범수의 연기력과 이정재와의 연기 조화가 돋보인 영화.", []string{"이범수", "이정재"}},
		{1150, "레잇 레잇 쇼 위드 제임스 코든'에 출연한 톰 행크스가 그의 주요 출연작을 약 7분 만에 재연한 영상이다.", []string{"제임스 코든", "톰 행크스"}},
		{1137, "안젤리나 졸리는 여전사 영화 원티드 솔트 툼레이더 이런 영화가 재미있다.", []string{"안젤리나 졸리"}},
	} {
		if got := personsIn(d, c.text); !slices.Equal(got, c.want) {
			t.Errorf("KLUE dev %d: found %q, want %q", c.id, got, c.want)
		}
		if got := personsIn(rules, c.text); slices.Equal(got, c.want) {
			t.Errorf("KLUE dev %d: the rules alone already find %q; the case shows nothing", c.id, got)
		}
	}
}

// TestKoreanNamesLeaveParticlesAndTitles: a masked Korean name is the name
// only; the title and particle after it stay in the text.
func TestKoreanNamesLeaveParticlesAndTitles(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct{ text, want string }{
		{"김민준 과장님은 내일 회의에 참석합니다.", "⟨PERSON_1⟩ 과장님은 내일 회의에 참석합니다."},
		{"박지성 선수가 골을 넣었다.", "⟨PERSON_1⟩ 선수가 골을 넣었다."},
		{"이순신 장군의 동상이 광화문에 있다.", "⟨PERSON_1⟩ 장군의 동상이 광화문에 있다."},
		{"안녕하세요 김민준님, 자료 보내드립니다.", "안녕하세요 ⟨PERSON_1⟩님, 자료 보내드립니다."},
		{"어제 브래드 피트가 출연한 영화를 봤다.", "어제 ⟨PERSON_1⟩가 출연한 영화를 봤다."},
	} {
		if got, _ := NewMask(d).Redact(c.text); got != c.want {
			t.Errorf("%q\n masked %q\n want   %q", c.text, got, c.want)
		}
	}
}

// TestKoreanWordsStayText: Korean text without names, full of words that
// start with a family-name syllable (김치, 이것, 박물관, 정부, 조사, 한국),
// stays unmasked; in table rows, labelled fields and signatures the rules
// still find the names (the model vetoes them only in sentences).
func TestKoreanWordsStayText(t *testing.T) {
	d := NewDetector()
	for _, s := range []string{
		"오늘 점심은 김치찌개였고, 이것은 박물관 근처 식당이다.",
		"이번 주 이사회에서 정부 예산과 조사 결과를 논의했다.",
		"한국은행은 기준금리를 동결했다고 밝혔다.",
		"강남역 근처 카페에서 오후 3시에 만나요.",
		"김장철이 되면 배추 가격이 오른다.",
	} {
		if got := personsIn(d, s); len(got) > 0 {
			t.Errorf("%q: found persons %q", s, got)
		}
	}
	for _, c := range []struct {
		text string
		want []string
	}{
		{"이름,부서\n김민준,영업부\n박서연,인사부", []string{"김민준", "박서연"}},
		{"| 김민준 | 영업부 | 과장 |", []string{"김민준"}},
		{"담당: 김민준\n연락처: 010-1234-5678", []string{"김민준"}},
		{"작성자: 이지은\n검토: 최우진 부장", []string{"이지은", "최우진"}},
		{"감사합니다.\n이지은 올림", []string{"이지은"}},
		{"보낸 사람: 김민준 <minjun.kim@example.co.kr>\n받는 사람: 박서연\n제목: 3분기 보고서", []string{"김민준", "박서연"}},
		{"회의록\n작성: 김민준 과장\n참석: 박서연 대리, 이지은 사원", []string{"김민준", "박서연", "이지은"}},
	} {
		if got := personsIn(d, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestKoreanModelRefusesOtherFeatures: a model trained with other features
// is not used; the embedded one is.
func TestKoreanModelRefusesOtherFeatures(t *testing.T) {
	tr := seqtag.NewTrainer(KoreanLabels, 4)
	tr.Update([][]seqtag.Feature{{seqtag.Hash("x")}}, []int{1})
	b, err := tr.Model("ko-syllables-0 old").MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if seqtag.LoadFor(b, koFeatureSet) != nil {
		t.Error("a model of another feature set was accepted")
	}
	if !strings.HasPrefix(KoreanModelMeta(), koFeatureSet+" ") {
		t.Errorf("the embedded model was refused (meta %q)", KoreanModelMeta())
	}
}

// TestKoChunksBounded: Korean text without sentence ends (hostile input)
// is cut into chunks of at most maxChunkRunes runes; every syllable is in
// one; chunks without Hangul are left out.
func TestKoChunksBounded(t *testing.T) {
	s := strings.Repeat("김민준박서연이순신", 1000)
	chunks := koChunks(s, nil)
	covered := 0
	for i, c := range chunks {
		if n := utf8.RuneCountInString(s[c[0]:c[1]]); n > maxChunkRunes {
			t.Fatalf("chunk %d holds %d runes", i, n)
		}
		covered += c[1] - c[0]
	}
	if covered != len(s) {
		t.Errorf("chunks cover %d of %d bytes", covered, len(s))
	}
	got := koChunks("first line. 김민준 씨. 3.5점\nEnglish only.\n", nil)
	want := [][2]int{{11, 26}, {26, 33}}
	if !slices.Equal(got, want) {
		t.Errorf("chunks %v, want %v", got, want)
	}
}

// BenchmarkFindKorean measures the whole Find on hostile Korean prose dense
// with family-name syllables, titles and particles, at two sizes — the
// time per byte must stay flat (linear).
func BenchmarkFindKorean(b *testing.B) {
	unit := "김민준 과장님은 박서연 대리와 이순신 장군의 동상 앞에서 브래드 피트를 만났다 김치 박물관 이것 정부 "
	benchFindRepeated(b, unit)
}
