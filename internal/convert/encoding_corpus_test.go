package convert

import (
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/saintfish/chardet"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// encodingCorpus is a folder of <encoding>/<file> (chardet's tests folder,
// whose files are copyright their publishers and so are not vendored
// here): TestEncodingCorpus measures how many files decodeText reads
// exactly as their encoding says, next to the detector alone and to the
// converter before ADR 0049. It is the held-out set of the ADR: nothing in
// decodeText was tuned on it.
var encodingCorpus = flag.String("encoding-corpus", "", "folder of <encoding>/<file> to measure encoding detection on")

// corpusEncodings maps chardet's folder names to the decoder that is the truth.
var corpusEncodings = map[string]string{
	"SHIFT_JIS": "shift_jis", "CP932": "shift_jis", "EUC-JP": "euc-jp", "iso-2022-jp": "iso-2022-jp",
	"GB2312": "gb18030", "Big5": "big5", "EUC-KR": "euc-kr", "CP949": "euc-kr",
	"UTF-16": "utf-16", "UTF-16LE": "utf-16le", "UTF-16BE": "utf-16be", "UTF-32": "utf-32",
	"utf-8": "utf-8", "utf-8-sig": "utf-8", "ascii": "utf-8",
	"windows-1252": "windows-1252", "iso-8859-1": "windows-1252",
	"windows-1250-czech": "windows-1250", "windows-1250-polish": "windows-1250", "windows-1250-hungarian": "windows-1250",
	"windows-1251-russian": "windows-1251", "windows-1251-bulgarian": "windows-1251",
	"iso-8859-2-czech": "iso-8859-2", "iso-8859-2-polish": "iso-8859-2", "iso-8859-2-hungarian": "iso-8859-2",
	"iso-8859-5-russian": "iso-8859-5", "iso-8859-7-greek": "iso-8859-7", "iso-8859-9-turkish": "windows-1254",
	"windows-1254-turkish": "windows-1254", "KOI8-R": "koi8-r", "windows-1256-arabic": "windows-1256",
}

func truthDecoder(name string) encoding.Encoding {
	switch name {
	case "utf-16":
		return unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM)
	case "utf-32":
		return utf32.UTF32(utf32.LittleEndian, utf32.ExpectBOM)
	case "utf-16le":
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
	case "utf-16be":
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)
	}
	e, _ := htmlindex.Get(name)
	return e
}

// TestEncodingCorpus measures the folder given with -encoding-corpus (the
// held-out measurement of ADR 0049); without one it measures a corpus it
// writes itself — one text per script encoded in each encoding — and there
// every file must read back exactly, so the test checks the decoder on
// every run instead of skipping.
func TestEncodingCorpus(t *testing.T) {
	dir := *encodingCorpus
	if dir == "" {
		dir = writeEncodingCorpus(t)
	}
	all := measureEncodingCorpus(t, dir)
	if *encodingCorpus == "" && (all.files == 0 || all.ours != all.files) {
		t.Errorf("the written corpus: %d of %d files read back as written", all.ours, all.files)
	}
}

// encodingTally counts a corpus's files and how many each reader got right.
type encodingTally struct{ files, ours, detector, before int }

func measureEncodingCorpus(t *testing.T, dir string) encodingTally {
	t.Helper()
	dirs, _ := os.ReadDir(dir)
	type tally = encodingTally
	by := map[string]*tally{}
	var all tally
	for _, d := range dirs {
		truth, ok := corpusEncodings[d.Name()]
		if !ok {
			continue
		}
		files, _ := filepath.Glob(filepath.Join(dir, d.Name(), "*"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, clean := decodeClean(data, truthDecoder(truth))
			if !clean {
				continue // the file itself does not decode in its stated encoding
			}
			want = crlf(strings.TrimPrefix(want, "\uFEFF"))
			tl := by[d.Name()]
			if tl == nil {
				tl = &tally{}
				by[d.Name()] = tl
			}
			tl.files++
			if got, _, err := decodeText(data); err == nil && got == want {
				tl.ours++
			}
			if r, err := chardet.NewTextDetector().DetectBest(data[:min(len(data), detectSample)]); err == nil {
				name, e := legacyEncoding(r.Charset)
				if e == nil {
					e, name = truthDecoder(strings.ToLower(r.Charset)), strings.ToLower(r.Charset)
				}
				if e != nil {
					if got, ok := decodeClean(data, e); ok && crlf(strings.TrimPrefix(got, "\uFEFF")) == want {
						tl.detector++
					}
				}
				_ = name
			}
			if got, ok := beforeDecode(data); ok && got == want {
				tl.before++
			}
		}
	}
	names := make([]string, 0, len(by))
	for n := range by {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		tl := by[n]
		all.files += tl.files
		all.ours += tl.ours
		all.detector += tl.detector
		all.before += tl.before
		t.Logf("%-24s files %3d  ours %3d  detector alone %3d  before %3d", n, tl.files, tl.ours, tl.detector, tl.before)
	}
	t.Logf("%-24s files %3d  ours %3d (%.3f)  detector alone %3d (%.3f)  before %3d (%.3f)", "all", all.files,
		all.ours, float64(all.ours)/float64(all.files), all.detector, float64(all.detector)/float64(all.files),
		all.before, float64(all.before)/float64(all.files))
	return all
}

// writeEncodingCorpus writes <encoding>/<file> texts in chardet's folder
// names: each script's text in the encodings made for it.
func writeEncodingCorpus(t *testing.T) string {
	t.Helper()
	texts := map[string]string{
		"ja": "社内規程\n年次有給休暇は入社日から六か月後に十日付与されます。申請は上長の承認を得てください。\nカタカナのテスト、ソフトウェアとハードウェア。\n",
		"zh": "员工手册\n新员工入职后享有带薪年假，具体天数根据工龄计算。请在休假前两周提出申请。\n",
		"tw": "員工手冊\n新進員工到職後享有特別休假，天數依年資計算。請於休假前兩週提出申請。\n",
		"ko": "직원 안내서\n신입 직원은 입사 후 연차 유급 휴가를 받습니다. 휴가 신청은 두 주 전에 해 주십시오.\n",
		"ru": "Справочник сотрудника\nНовые сотрудники получают ежегодный оплачиваемый отпуск. Заявление подаётся за две недели.\n",
		"fr": "Guide de l'employé\nLes nouveaux employés bénéficient de congés payés dès leur arrivée. Les demandes se font à l'avance, déjà vu.\n",
	}
	corpus := map[string][]string{
		"SHIFT_JIS": {"ja"}, "EUC-JP": {"ja"}, "GB2312": {"zh"}, "Big5": {"tw"}, "EUC-KR": {"ko"},
		"windows-1251-russian": {"ru"}, "KOI8-R": {"ru"}, "windows-1252": {"fr"},
		"utf-8": {"ja", "zh", "ko", "ru", "fr"}, "UTF-16": {"ja", "ru", "fr"},
	}
	dir := t.TempDir()
	for folder, langs := range corpus {
		if err := os.MkdirAll(filepath.Join(dir, folder), 0o755); err != nil {
			t.Fatal(err)
		}
		enc := truthDecoder(corpusEncodings[folder])
		for _, lang := range langs {
			data, err := enc.NewEncoder().Bytes([]byte(texts[lang]))
			if err != nil {
				t.Fatalf("%s in %s: %v", lang, folder, err)
			}
			if err := os.WriteFile(filepath.Join(dir, folder, lang+".txt"), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return dir
}

// beforeDecode is the CSV reader before ADR 0049: UTF-8 (a BOM dropped), or
// a file with no valid multi-byte UTF-8 sequence read as Windows-1252.
func beforeDecode(data []byte) (string, bool) {
	data = []byte(strings.TrimPrefix(string(data), "\uFEFF"))
	if strings.IndexByte(string(data), 0) >= 0 {
		return "", false
	}
	if s := string(data); strings.ToValidUTF8(s, "\uFFFD") == s {
		return crlf(s), true
	}
	for _, r := range string(data) {
		if r != '\uFFFD' && r >= 0x80 {
			return "", false
		}
	}
	s, err := charmap.Windows1252.NewDecoder().String(string(data))
	return crlf(s), err == nil
}
