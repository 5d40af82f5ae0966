package pii

import (
	"strconv"
	"strings"
	"testing"
)

// The benchmarks below feed the rules that run after the models (german.go,
// arnames.go, arpersian.go, arforeign.go, cjkja.go, cjkjaposts.go, cjkjaplaces.go,
// cjkcedict.go, cjkdottededges.go, koforeign.go, kolist.go, kounits.go, fihu.go, nameedges.go, nameends.go, viid.go,
// slavic.go, capsnames.go, nordic.go, frames.go, docfields.go, cldrthings.go, thingcolumns.go, turkic.go,
// slavicadj.go, icelandic.go, welsh.go, irish.go, romance.go, hebrew.go, devanagari.go) text built
// to make a per-candidate rule rescan the text: each at two
// sizes, where equal time per byte means linear (issue 30).

// BenchmarkFindGermanProse measures German news prose: titles before names,
// capitalised nouns that are surnames too, months and a surname repeated
// alone after its full name.
func BenchmarkFindGermanProse(b *testing.B) {
	unit := "Die Bundeskanzlerin Angela Merkel sagte am Montag in Berlin, dass der Schüler Wahl und ihr Freund für die Wahl im Juli nicht zuständig seien. Merkel lobte auch Bischof Franz-Josef Bode. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindGermanNouns measures one long line of capitalised German
// nouns among German function words: every noun is a candidate that reads
// the words around it.
func BenchmarkFindGermanNouns(b *testing.B) {
	unit := "Haus und Baum für Wasser Schule der Freund Wahl Garten über Straße Meister Bauer Koch Müller Schneider Fischer Weber nicht Wagner Becker "
	benchFindRepeated(b, unit)
}

// BenchmarkFindGermanPairs measures German text dense with German given
// names before unknown capitalised words, compounds and common nouns: each
// pair is a candidate of germanPairs, each noun one of the compound split.
func BenchmarkFindGermanPairs(b *testing.B) {
	unit := "Wir haben mit Christian Haberl und Bärbel Kuschnik die Bundeshauptstadt Kreis Herford Flasche Wein nicht für Waldemar Obendorf gesehen. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindSlavicPairs measures Slavic text dense with declined given
// names before declined surnames, particles, initials and Arabic articles,
// in Latin and Cyrillic: each given name is a candidate of slavicPairs that
// reads the words around it.
func BenchmarkFindSlavicPairs(b *testing.B) {
	unit := "Ugovor je potpisan s Josipom Kovačevićem, Fatmira Hoxhe i Georgea W. Busha od Muammara al-Gaddafia i Addyja van den Berga. Счёт отправлен Анне Смирновой и Сергеем Ивановым. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindTurkicPersons measures Turkish and Azerbaijani letters
// dense with forms of address, honorifics and suffixes after apostrophes:
// each person is a candidate of tidyTurkicPersons, which reads the words
// around it.
func BenchmarkFindTurkicPersons(b *testing.B) {
	unit := "Sayın Ahmet Yılmaz, Fatma Şahin'in onayı ile Mehmet Bey ve Ayşe Hanım toplantıya katıldı; Hörmətli Elçin Məmmədov, Leyla Əliyeva'ya yazdı. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindRomanceCoordinated measures Spanish, Portuguese, French and
// Turkish text dense with persons and places joined by conjunctions,
// elided clause openers, offices, institutions and sentence-opening common
// words: each person is a candidate of splitCoordinated, joinAdjacentPersons
// and tidyTurkicPersons (docs/adr/0127).
func BenchmarkFindRomanceCoordinated(b *testing.B) {
	unit := "Firmaron Lucía Ferrer y Martín Ríos hacia Tarbes y Lourdes; Carlos Almeida e Beatriz Nogueira. J'ai vu Claire Dubois et Julien Moreau. Hayat pahalı. Ankara Büyükelçisi Selin Ece Kuyumcuoğlu'nun Refah Partisi ve Ayşe Demir. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindSlavicAdjectivePhrases measures Polish text dense with
// places and institutions named by an adjective and persons with
// adjective-shaped surnames: each pair is a candidate of adjectivePhrases.
func BenchmarkFindSlavicAdjectivePhrases(b *testing.B) {
	unit := "Oddział w Ameryce Północnej i port nad Morzem Czarnym; fakturę zatwierdziła Katarzyna Wiśniewska, a Tomaszowi Kowalskiemu przekazano umowę Sądu Najwyższego. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindCapsPairs measures text dense with given names before
// surnames and acronyms in capitals, and headlines in capitals: each given
// name is a candidate of capsPairs.
func BenchmarkFindCapsPairs(b *testing.B) {
	unit := "TOMASZ WIERZBICKI\nPhoto: ANDRZEJ KOWALCZUK, Katarina NOVAKOVIĆ and ANNA DPR of MAILSON DA NÓBREGA. QUARTERLY SALES REPORT FOR THE NORTHERN REGION. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindNordicPairs measures Danish text dense with Nordic given
// names before unknown words, firms' compounds and places: each given name
// is a candidate of givenPairs that reads the words around it.
func BenchmarkFindNordicPairs(b *testing.B) {
	unit := "Vi har sendt det til Mogens Thygesen og Jytte Damgaard, men ikke til Mogens Byggeservice eller Jytte Bilcenter i Odense, og det er for sent. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindIcelandicWelsh measures Icelandic lines dense with given
// names before patronymics in their cases, and Welsh lines whose finds
// open on verbs, titles and place heads: every patronymic walks back over
// the words before it, every Welsh find reads its window (docs/adr/0126).
func BenchmarkFindIcelandicWelsh(b *testing.B) {
	unit := "Við þökkum Gunnari Braga Sveinssyni og Ólafíu Þórunni Kristinsdóttur, en Evrópumeistarinn Helgi Sveinsson kom ekki. " +
		"Mae John Humphrys yn dweud bod Cyngor Sir Ceredigion wedi cyhoeddi y bydd yr Athro Graham Upton ym Mae Caerdydd. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindIrishOpeners measures Irish lines whose finds open on verbs,
// function words and place heads and end on greetings: every person found
// reads its window once (docs/adr/0130).
func BenchmarkFindIrishOpeners(b *testing.B) {
	unit := "Beidh Eimear Cassidy ag caint linn faoin mbuiséad i mBaile Chláir. Tugann Colm Gallagher agus Sinn Féin an t-ordú. " +
		"Nodlaig Shona daoibh go léir ón bhfoireann i gCill Dara agus Idir Dhá Chuairt freisin! "
	benchFindRepeated(b, unit)
}

// BenchmarkFindLetterFrames measures e-mails dense with header and
// greeting lines whose names are unlisted, initials, article surnames and
// teams: each such line is a candidate of framePairs.
func BenchmarkFindLetterFrames(b *testing.B) {
	unit := "To: Rafiqa al-Hashimi\nFrom: K. Marsh\nCc: Sales Team\nDear Nneka Stone-Okafor,\nHi Team,\nGood afternoon Q. R. Wood,\nThe invoice is attached.\n"
	benchFindRepeated(b, unit)
}

// BenchmarkFindDocumentFields measures made business documents dense with
// the fields docfields.go reads: iCalendar content lines with CN=
// parameters, HTML rows under a name header and with a header cell beside
// the value, attendee lists with roles, team signatures, brand models,
// comment authors and welcome lines; every field is a candidate, and every
// vouched name is looked for again in the whole text.
func BenchmarkFindDocumentFields(b *testing.B) {
	unit := "ATTENDEE;ROLE=REQ-PARTICIPANT;CN=Chiamaka Eze:mailto:ce@example.com\n<tr><th>Name</th><th>Role</th></tr>\n" +
		"<tr><td>Tsegaye Wolde</td><td>Buyer</td></tr>\n<tr><th>Name</th><td>Yaw Asante</td></tr>\n" +
		"Present: Mesfin Alemayehu (Chair), Gebre Tadesse (Buyer)\n1. Gebre Tadesse to send the Bosch Rotak 40 quote.\n" +
		"Comment (Dauda Kwairanga): reproduced.\nSubject: Welcome to Contoso, Tsehay Gebreyes!\nKind regards,\nTalent Team, Contoso\n"
	benchFindRepeated(b, unit)
}

// BenchmarkFindInitials measures English text dense with initials: chains
// of initials before surnames that are words, abbreviations and a label's
// letter, each a candidate of initialNames.
func BenchmarkFindInitials(b *testing.B) {
	unit := "Send it to J. H. Glass and R. Singer, P.O. Box 12, U.S. Army, Warehouse B. Suzuki, Fred A. Leuchter and A. van Doorn. A. B. C. D. E. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindNameRepeated measures one name repeated without end and lone
// given names side by side, one space apart: persons that join into one
// (joinSplitNames) and lone words checked against the text's longer names.
func BenchmarkFindNameRepeated(b *testing.B) {
	unit := "Angela Merkel Anna Peter Jürgen Merkel "
	benchFindRepeated(b, unit)
}

// BenchmarkFindArabicPlaces measures one Arabic line without a line break,
// dense with place heads, greetings before names and business titles.
func BenchmarkFindArabicPlaces(b *testing.B) {
	unit := "مرحبا محمد علي جامع الازهر السيد احمد حسن شارع الملك فيصل عزيزي خالد مستشفى الملك خالد د. سامي يوسف "
	benchFindRepeated(b, unit)
}

// BenchmarkFindPersianTitles measures one Persian line without a line
// break, dense with forms of address, listed given names and words the
// Arabic model might take for names (tidyPersianNames, arpersian.go).
func BenchmarkFindPersianTitles(b *testing.B) {
	unit := "آقای محمدرضا شجریان و خانم فاطمه معتمدآریا با دکتر علی اکبر ولایتی و مهندس کامران صادقی گفت که فروش ماه گذشته رضا کریمی "
	benchFindRepeated(b, unit)
}

// BenchmarkFindPersianCredits measures one Persian line without a line
// break, dense with credit words before two name words, names joined over
// a zero-width non-joiner and "در نقش" (arpersiancues.go).
func BenchmarkFindPersianCredits(b *testing.B) {
	unit := "فیلمی به کارگردانی لوکاس مودیسون با بازی جک نیکلسون و یوان مک\u200cگرگور در نقش دنی اثر سعید سلطان\u200cپور بر اثر حرکت "
	benchFindRepeated(b, unit)
}

// BenchmarkFindPersianPhrases measures one Persian line without a line
// break, dense with phrases opening on a listed given name, role nouns
// after names, place heads and given names before surname-shaped words
// (arpersianwords.go, docs/adr/0116).
func BenchmarkFindPersianPhrases(b *testing.B) {
	unit := "در شب نمایش\u200cها حسن معجونی کارگردان و زن سالخورده از روستای دهو با کیوان تهرانی و ناهید صادق\u200cزاده سه ماه ماندند "
	benchFindRepeated(b, unit)
}

// BenchmarkFindForeignArabic measures one Arabic and Persian line without
// a line break, dense with Western given names as Wikidata spells them
// before surnames, months and common words (arforeign.go, docs/adr/0121).
func BenchmarkFindForeignArabic(b *testing.B) {
	unit := "قال دونالد ترامب و كريستيان ويلسون في ابريل نيسان مع سارة ميلر بينما مایکل اندرسون گفت جورج جداً شارع جون كينيدي "
	benchFindRepeated(b, unit)
}

// BenchmarkFindHebrewDevanagari measures one Hebrew and Hindi line without
// a line break, dense with given names as Wikidata's Hebrew labels spell
// them, glued prefixes and initials, and Devanagari words read into Latin
// letters (long ambiguous ones among them) before names, postpositions and
// common words (hebrew.go, devanagari.go, docs/adr/0125).
func BenchmarkFindHebrewDevanagari(b *testing.B) {
	unit := "ודונלד טראמפ ומשה וילנסקי אשר בני אדם ג'יימס ג' לינדזי כל יום. डोनाल्ड ट्रम्प ने माइकल फेलॉन को जुआन कार्लोस सलास से कई अन्य कंपनियों अइअइअइअइअइअइ में। "
	benchFindRepeated(b, unit)
}

// BenchmarkFindKatakana measures Japanese text of lone katakana words,
// dotted katakana names, honorifics and posts.
func BenchmarkFindKatakana(b *testing.B) {
	unit := "ジョンは、ホテルでスミス氏とカール・テオドア・ドライヤー監督に会った。田中太郎部長と元首相の山本一郎さん、コーヒー、テレビ。"
	benchFindRepeated(b, unit)
}

// BenchmarkFindJapanesePosts measures Japanese text dense with full names
// run on into posts and after roles (cjkjaposts.go), one of them a given
// name the model finds alone inside the full name, and lists of
// municipalities before a word that follows places (cjkjaplaces.go).
func BenchmarkFindJapanesePosts(b *testing.B) {
	unit := "同町の小野寺保夫町長と評論家の大河内得之が、長谷部寿夫防衛相、三船連太郎さん、鰐淵純一氏に会った。小松方面と福井・金沢・富山方面へ。中村健一郎、笹倉恒存、高橋美咲が務めた。"
	benchFindRepeated(b, unit)
}

// BenchmarkFindHanPersons measures Chinese text dense with persons of
// CC-CEDICT, dotted chains of them, places and loanwords it vetoes, and
// names inside work titles (cjkcedict.go).
func BenchmarkFindHanPersons(b *testing.B) {
	unit := "總統特朗普與奧巴馬會面，約翰·伯戈因表示威尼斯和斯巴達的高爾夫球場很好。《我們是馬歇爾》林則徐的研究在俄羅斯莫斯科。"
	benchFindRepeated(b, unit)
}

// BenchmarkFindDottedEdges measures Chinese text dense with dotted foreign
// names whose edges the rules after the CJK model move (cjkdottededges.go):
// tails cut where a word seems to start, names after a word with no bound
// near, glued characters before and after, two names joined by 在, and an
// endless dotted chain.
func BenchmarkFindDottedEdges(b *testing.B) {
	unit := "联系人是安德鲁·施瓦辛格。审计报告之一玛丽·布朗负责，纽约客理查德·布朗给约翰·史密斯在彼得·纽曼发言。" +
		"项目由卡尔·福特和凡·赫尔曼负责。冠军玛丽埃尔·扎格尼斯·阿·贝·西·德·"
	benchFindRepeated(b, unit)
}

// BenchmarkFindCJKNameShapes measures Japanese and Chinese text dense with
// the shapes of docs/adr/0123: family names with a given name in hiragana,
// dotted katakana names opening on a given name, rulers with an ordinal and
// 世 (and an endless run of numerals and 世), names before a Chinese post and
// names the model cuts one character short.
func BenchmarkFindCJKNameShapes(b *testing.B) {
	unit := "担当:中川はるか、山本和也。美樹さやかさんと山田うめの説明。ジャネット・ウォーカーに請求書を送付。" +
		"藏品来自腓特烈二世的旧藏，教皇約翰十二世與亞歷山大三世。許智峯議員與毛孟靜議員發言。項目經理丁冠峰不同意。" +
		"北朝鮮の金正日総書記に関する記事。山本さんと佐藤先生。" +
		"十一十一十一世世世"
	benchFindRepeated(b, unit)
}

// BenchmarkFindHangulLoans measures Korean text dense with loanword
// syllables after names, comma lists of three-syllable names, one-syllable
// words inside foreign names and foreign names glued to the next word.
func BenchmarkFindHangulLoans(b *testing.B) {
	unit := "김철수, 이영희, 박민수, 최지훈 씨와 크리스 트럼프 스미스는 케이트 피트를 만났다 텔레비전 커피 " +
		"케일라 진 뮬러와 왈리드 알무알렘 데이비드 반 헬싱레프코위츠 "
	benchFindRepeated(b, unit)
}

// BenchmarkFindHangulPlaces measures Korean text dense with places written
// as names and a unit (현, 시, 정), units written apart and foreign names
// glued to the syllables before them (kounits.go).
func BenchmarkFindHangulPlaces(b *testing.B) {
	unit := "오카야마현에 있는 김천시 공장과 고호쿠정 사무소, 리옹 시 당국과 이마리 시에서 " +
		"나카무라 미유 과장과 오라클 아이스크림 차태현 과장 "
	benchFindRepeated(b, unit)
}

// BenchmarkFindHangulThings measures Korean text dense with places, brands
// and languages written in Hangul, foreign names before place words and
// foreign names cut one syllable short (kothings.go, docs/adr/0115).
func BenchmarkFindHangulThings(b *testing.B) {
	unit := "부에노스 아이레스 지사와 다음 달 마르세유 물류창고, 테슬라 차량과 스페인어 번역본, " +
		"러디어드 호수 부지와 마틴 빈터코른 최고 경영자 김수현 대리 "
	benchFindRepeated(b, unit)
}

// BenchmarkFindHangulGivenNames measures Korean text dense with listed
// first words of foreign names before surnames, titles and ordinary words,
// and surnames after them (kogiven.go, docs/adr/0122).
func BenchmarkFindHangulGivenNames(b *testing.B) {
	unit := "견적서는 제이슨 로일 과장이, 사이먼 앨리 팀장과 에릭 솔베르 이사가 검토했고 데이비드 회의는 " +
		"취소됐습니다 한스 뮐렌 고객 크리스토퍼 콜럼버스 호텔 "
	benchFindRepeated(b, unit)
}

// BenchmarkJoinSplitNames measures joinSplitNames on a chain of single-word
// persons one space apart, which it joins into one person (Find's rules
// and models keep names shorter; the pass alone must still be linear).
func BenchmarkJoinSplitNames(b *testing.B) {
	for _, size := range []int{20_000, 80_000} {
		text, spans := wordChain(size)
		b.Run(strconv.Itoa(size), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			work := make([]Span, len(spans))
			for i := 0; i < b.N; i++ {
				copy(work, spans)
				joinSplitNames(text, work)
			}
		})
	}
}

// wordChain is "Anna Anna …" of about size bytes, each word a person.
func wordChain(size int) (string, []Span) {
	var sb strings.Builder
	var spans []Span
	for sb.Len() < size {
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		spans = append(spans, Span{Start: sb.Len(), End: sb.Len() + 4, Kind: Person, Key: "anna"})
		sb.WriteString("Anna")
	}
	return sb.String(), spans
}

// BenchmarkFindNameEnds measures contact rows and greetings dense with
// Vietnamese and romanised Chinese names of three words: every name is
// looked up among the text's words by nameends.go.
func BenchmarkFindNameEnds(b *testing.B) {
	unit := "Cù Minh Ngọc,Lotus Freight,Da Nang,called twice\nDear Liang Bo Xi,\nHi Nazia al-Muttalib,\nHe Ming Jun,Nirvana Audio,Wallsend\n"
	benchFindRepeated(b, unit)
}

// BenchmarkFindVietIndo measures Vietnamese and Indonesian prose dense with
// titles, offices, places and sentence-initial function words: every
// person reads its neighbours' words in viid.go.
func BenchmarkFindVietIndo(b *testing.B) {
	unit := "Ông Lương Đức Thắng ký biên bản ở tỉnh Quảng Ngãi. Thậm chí kho còn thiếu hàng. Direktur Utama Yohanes Sitompul menandatangani kontrak itu di Kabupaten Sleman. Karena hujan, pengiriman ditunda. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindInvoiceLabels measures one long line of HTML invoices whose
// "Bill to" cells and "Approved by:" lines name unlisted persons: each
// label is a candidate of framePairs that reads the tags before it.
func BenchmarkFindInvoiceLabels(b *testing.B) {
	unit := "<table><tr><th>Bill to</th><td>Garba Shettima</td></tr><tr><td>Toner</td><td>2</td></tr></table><p>Approved by: Tõnis Rüütel, Head of Procurement</p><p>Ship to</p> "
	benchFindRepeated(b, unit)
}

// BenchmarkFindListedThings measures Portuguese, Irish and Polish prose
// dense with places, months and bodies written like names: each is a
// candidate of dropListedThings that reads the words around it.
func BenchmarkFindListedThings(b *testing.B) {
	unit := "A equipa no Reino Unido e no País de Gales falou com Beatriz Quaresma. Beidh an cruinniú Dé Luain i mBaile Átha Cliath i Meán Fómhair. Naszą spółką w Ameryce Północnej zarządza Katarzyna Wróblewska z Partido Socialista. "
	benchFindRepeated(b, unit)
}

// BenchmarkFindThingColumns measures a contact list whose organisation and
// city cells read as names: each row's cells are matched against the
// persons found, in one pass.
func BenchmarkFindThingColumns(b *testing.B) {
	unit := "Beatriz Quaresma,Partido Trabalhista,Carolina do Norte,follow up\nGarba Shettima,Império Romano Lda,Punta Rasa,call back\n"
	benchFindRepeated(b, "Contact,Organisation,City,Notes\n"+unit)
}

// BenchmarkFindHangulCommonWords measures Korean text dense with common
// words, words the model may cut and names before particles, the copula
// and titles (kocommon.go, docs/adr/0128).
func BenchmarkFindHangulCommonWords(b *testing.B) {
	unit := "허리가 아파서 김민준 과장이 반찬 가게 계약과 성은아 회의록 보내 줘 최나연이었다 " +
		"반찬 지도 고용 이서연님의 박지성 선수들과 "
	benchFindRepeated(b, unit)
}
