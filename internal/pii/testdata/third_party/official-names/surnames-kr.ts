/* Data source: Statistics Korea (KOSTAT) - Population and Housing Census 2015 */
/* URL: https://kosis.kr/statHtml/statHtml.do?orgId=101&tblId=DT_1IN15SD&conn_path=I2 */
/* License: Korean government public data - https://kosis.kr/eng/aboutKosis/policyPublicData.do */
const koreanSurnames = [
    '김', '이', '박', '최', '정', '강', '조', '윤', '장', '임',
    '한', '오', '서', '신', '권', '황', '안', '송', '전', '홍',
    '유', '고', '문', '양', '손', '배', '조', '백', '허', '유',
    '남', '심', '노', '정', '하', '곽', '성', '차', '주', '우',
    '구', '신', '임', '전', '민', '유', '류', '나', '진', '지',
    '엄', '채', '원', '천', '방', '공', '강', '현', '함', '변',
    '염', '양', '변', '여', '추', '노', '도', '소', '신', '석',
    '선', '설', '마', '길', '주', '연', '방', '위', '표', '명',
    '기', '반', '라', '왕', '금', '옥', '육', '인', '맹', '제',
    '모', '장', '남궁', '탁', '국', '여', '진', '어', '은', '편'
];

export default koreanSurnames;
