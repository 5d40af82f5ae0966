/* Data source: Czech Statistical Office (Český statistický úřad - ČSÚ) */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) */
/* URL: https://csu.gov.cz/zlk/nejcastejsi-prijmeni-v-kraji and https://csu.gov.cz/jhm/cetnost-prijmeni-a-jmen-v-jihomoravskem-kraji-2015 */
const czechSurnames = {
    0: [
        'Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Konečný', 'Horák', 'Veselý',
        'Pokorný', 'Sedláček', 'Pospíšil', 'Jelínek', 'Fiala', 'Musil', 'Ševčík', 'Němec', 'Navrátil', 'Kříž'
    ],
    1: [
        'Nováková', 'Svobodová', 'Novotná', 'Dvořáková', 'Černá', 'Procházková', 'Kučerová', 'Konečná', 'Horáková', 'Veselá',
        'Pokorná', 'Jelínková', 'Pospíšilová', 'Sedláčková', 'Fialová', 'Němcová', 'Ševčíková', 'Musilová', 'Navrátilová', 'Růžičková',
    ]
};

export default czechSurnames;
