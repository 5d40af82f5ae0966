/* Data source: Department of Household Registration, Ministry of the Interior */
/* License: Open Government Data License: https://data.gov.tw/license */
/* URL: https://www.ris.gov.tw/documents/data/5/2/112namestat.pdf */
const taiwaneseSurnames = [
    '陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊',
    '許', '鄭', '謝', '洪', '郭', '邱', '曾', '廖', '賴', '徐',
    '周', '葉', '蘇', '莊', '呂', '江', '何', '蕭', '羅', '高',
    '潘', '簡', '朱', '鍾', '游', '彭', '詹', '胡', '施', '沈',
    '余', '盧', '梁', '趙', '顏', '柯', '翁', '魏', '孫', '戴',
    '范', '方', '宋', '鄧', '杜', '傅', '侯', '曹', '薛', '阮',
    '丁', '卓', '馬', '董', '温', '古', '藍', '石', '紀', '唐',
    '蔣', '姚', '連', '馮', '歐', '程', '湯', '黄', '田', '康',
    '姜', '白', '汪', '鄒', '尤', '巫', '鐘', '黎', '涂', '龔',
    '嚴', '韓', '袁', '金', '童', '陸', '夏', '柳', '凃', '邵'
];

export default taiwaneseSurnames;
