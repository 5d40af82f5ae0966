package pii

// The words docs/adr/0073's rules for Chinese and Japanese text look for
// beside a name (cjk.go).

// cjkTitles follow a person's name and hardly anything else: a title, a
// verb of saying, a birth.
var cjkTitles = []string{
	"先生", "女士", "小姐", "教授", "博士", "總統", "总统", "主席", "總理", "总理", "首相", "說", "说", "表示", "指出",
	"出生", "生於", "生于", "認為", "认为", "等人", "之女", "之子", "夫人", "さん", "様", "氏", "選手", "監督", "議員",
	"大統領", "社長", "会長", "飾", "饰", "去世", "逝世", "はじめ", "率いる",
	// Japanese titles after a family-first name (渡辺博弁護士, 吉岡忠一中佐, ヴィクター・サッスーン卿;
	// docs/adr/0090).
	"弁護士", "中佐", "大佐", "少佐", "中将", "大将", "少将", "知事", "大臣", "長官", "大使", "卿", "投手", "捕手",
	"容疑者", "被告", "委員長", "議長", "総裁", "理事長", "くん", "ちゃん",
}

// cjkHonorifics are the titles after which a name of three or four
// characters needs no family name from a list.
var cjkHonorifics = []string{"先生", "女士", "小姐", "教授", "博士", "總統", "总统", "首相", "さん", "様", "氏", "選手",
	"監督", "議員", "大統領", "社長", "会長"}

// cjkAfter are the words that may follow a name in Chinese or Japanese
// text, titles aside.
var cjkAfter = []string{
	"的", "在", "為", "为", "是", "與", "与", "和", "等", "也", "於", "于", "將", "将", "則", "则", "曾", "及", "被",
	"因", "從", "从", "已", "又", "便", "就", "卻", "却", "任", "擔任", "担任", "後來", "后来", "決定", "决定", "命名",
	"發現", "发现", "創立", "创立", "提出", "發明", "发明", "寫", "写", "著", "所著", "向", "再", "還", "还", "仍",
	"獲", "获", "率", "帶", "带", "所", "之", "死",
	"は", "が", "の", "と", "に", "を", "ら", "も", "や", "へ", "による", "によって", "役",
}

// cjkRoles are the words that stand right before a name (經理王世綱,
// 漫画家・岡部冬彦): roles, kin and relations, a few verbs of naming.
var cjkRoles = []string{
	"經理", "经理", "總統", "总统", "主席", "教授", "博士", "導演", "导演", "演員", "演员", "歌手", "作家", "學家", "学家",
	"董事長", "董事长", "父親", "父亲", "母親", "母亲", "兒子", "儿子", "女兒", "女儿", "妻子", "丈夫", "之子", "之女",
	"編劇", "编剧", "記者", "记者", "市長", "市长", "部長", "部长", "局長", "局长", "校長", "校长", "球員", "球员",
	"主持人", "創辦人", "创办人", "名帥", "球星", "化名", "名叫", "家の", "者の", "優の", "手の", "監督", "選手",
	"首相", "大統領", "社長", "創業者", "俳優", "女優", "家・", "者・", "王后", "皇后", "國王", "国王", "皇帝", "商人", "學者", "学者", "詩人", "诗人", "軍人", "军人",
	"名叫", "真名", "本名",
}

// cjkParticles may stand right before a name, as before many other words.
var cjkParticles = []string{
	"以", "包括", "原來", "发现", "發現", "是由", "由", "與", "与", "和", "及", "、", "請", "请", "給", "给", "被", "叫", "的",
	"は", "が", "と", "の", "・", "「", "『", "（", "(", "《", "〈",
}

// cjkNotLast end the names of places, organisations, works and eras, never
// a given name's last character in these texts.
const cjkNotLast = "市縣县町村區区州省國国鎮镇鄉乡街路道橋桥川河江湖海島岛站驛駅線线港灣湾寺廟庙宮宫館馆院校學学會会社黨党團团組组軍军局廳厅部署店屋堂園园場场廠厂樓楼塔門门城堡殿府族朝帝語语傳传記记書书報报劇剧曲歌號号隊队船車车機机戰战事業业界線派教所庁碑器砲炮片力作里"

// cjkNotGiven never stand in a given name: function words, numbers, dates.
const cjkNotGiven = "的在是了之與与和等年月日中上下不於于為为及其這这那個个們们所以而或被從从對对將将就都已後后前時时地得著着過过會会說说有無无來来去到把一二三四五六七八九十百千萬万億亿兩两第每各該该此本的於並并由至向但則则以因若如即又再各約约共亦作"

// katakanaAfter are the particles after which a katakana run is most
// often a person: a subject, people joined by と or ら, a gloss in brackets
// (a list comma follows product and firm names as often: measured, docs/adr/0073).
var katakanaAfter = []string{"は", "が", "と", "ら", "（", "も", "及び", "によって"}

// katakanaWords are loanwords common in the names of firms, teams, bands,
// works and places written in katakana (ホテル・エデン, スター・ウォーズ); a
// run holding one is no person's name. Plural endings and such words cover
// whole families of names (…ズ teams are as often people: ジョーンズ).
var katakanaWords = setOf(`ホテル グループ リミテッド フィールド レコード レコーズ インタラクティブ エンタテインメント
エンターテインメント リーグ インスティチュート クラブ タイムズ ウォーズ アルバム バンド ラジオ テレビ ニュース
ステージ シリーズ ファイナル マネジャー マネージャー タワー コミック コミックス ファミリー チャレンジ アソシエイツ
ジュニア ヘルス エンパイア ジャイアンツ ソックス ナショナルズ オペラ コンテスト カーニバル ロイヤルティ トレインズ
シアター センター ステーション ストリート パーク シティ カンパニー コーポレーション インターナショナル ジャパン
アメリカン ナショナル ユナイテッド ミュージック ゲームズ ゲーム スポーツ ホールディングス サービス システムズ
テクノロジー テクノロジーズ ソフトウェア フィルム ピクチャーズ スタジオ ブラザーズ ウォーター メディア アニメーション
ルーム アンカー チーム ショー ハウス ライン ワールド ボーイズ ガールズ デザート バロック ディビシオン プラネット
インク エアライン エアラインズ ブリッジ ロード アベニュー スクエア スクウェア プロダクション プロダクションズ
エディション ツアー フェスティバル カップ トロフィー ゲート カレッジ ユニバーシティ スクール アカデミー ミュージアム
ギャラリー ライブラリー アリーナ スタジアム ドーム モール ストア ショップ マーケット バー カフェ
レストラン キッチン ベーカリー ブランド モデル シリーズ エンジン モーター モーターズ オート レーシング
ビル タウン ヴィレッジ ビレッジ アイランド ビーチ ベイ リバー レイク マウンテン バレー ヒルズ フォレスト`)

// hanSimplified spells the commonest family names the mainland way, for the
// ones whose traditional form differs (陳 陈).
var hanSimplified = map[rune]rune{'陳': '陈', '黃': '黄', '張': '张', '劉': '刘', '楊': '杨', '吳': '吴', '許': '许',
	'鄭': '郑', '謝': '谢', '賴': '赖', '葉': '叶', '蘇': '苏', '莊': '庄', '呂': '吕', '鍾': '钟', '羅': '罗', '盧': '卢',
	'蕭': '萧', '簡': '简', '遊': '游', '趙': '赵', '顏': '颜', '孫': '孙', '鄧': '邓', '馬': '马', '溫': '温', '藍': '蓝',
	'蔣': '蒋', '紀': '纪', '連': '连', '馮': '冯', '歐': '欧', '湯': '汤', '鄒': '邹', '鐘': '钟', '龔': '龚', '嚴': '严',
	'韓': '韩', '陸': '陆', '錢': '钱', '華': '华', '閻': '阎', '魯': '鲁', '賀': '贺', '龍': '龙', '萬': '万', '譚': '谭',
	'廖': '廖', '黎': '黎', '程': '程', '邱': '邱'}
