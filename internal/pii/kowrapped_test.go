package pii

import "testing"

// TestKoreanTitlesAndKindsAreNoPersons: a foreign-sounding word inside
// title brackets (a book, a film, a game) or with a place's kind glued
// after it (영종역) is no person; names
// beside them, names in quotes and a foreign name before 역 (a role)
// stay (docs/adr/0135).
func TestKoreanTitlesAndKindsAreNoPersons(t *testing.T) {
	on := NewDetector()
	c := on.KoreanCombinationInUse()
	c.NoQuoted, c.NoSuffixed = true, true
	off := on.WithKoreanCombination(c)
	checkPassCases(t, on, off, []passCase{
		{"홍보 자료에 《어쌔신 크리드 발할라》 예고편을 넣었습니다.", nil, true},
		{"회의 자료로 《핀과 제이크의 어드벤처 타임》 시청률을 첨부합니다.", nil, true},
		{"다음 분기 광고는 영화 《캡틴 아메리카: 윈터 솔져》 개봉에 맞춥니다.", nil, true},
		{"새 연수원은 공항에서 차로 20여분 거리에 있고, 향후 개통 예정(2014년)인 영종역은 차로 12분이면 닿습니다.", nil, true},
		{"배송 권역: 장기동 (계양), 계양역, 귤현역, 박촌역, 임학역 인근.", nil, true},
		{"아레스역의 에드가 라미레스 연기가 좋았다는 후기가 많습니다.", []string{"아레스", "에드가 라미레스"}, false},
		{"박근령 씨가 최근 '정윤회' 관련 논란에 입을 열었다.", []string{"박근령", "정윤회"}, false},
		{"담당자 앤드루 하그리브스가 회신했습니다.", []string{"앤드루 하그리브스"}, false},
		{"회의는 박지성 과장이 진행합니다.", []string{"박지성"}, false},
	})
}
