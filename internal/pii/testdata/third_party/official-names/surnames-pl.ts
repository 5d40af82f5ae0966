/* Data source: Nazwiska występujące w rejestrze PESEL */
/* License: CC0 1.0 - https://creativecommons.org/publicdomain/zero/1.0/legalcode.pl */
/* URL: https://dane.gov.pl/pl/dataset/1681,nazwiska-osob-zyjacych-wystepujace-w-rejestrze-pesel - https://dane.gov.pl/pl/dataset/1681,nazwiska-osob-zyjacych-wystepujace-w-rejestrze-pesel/resource/63892 - https://dane.gov.pl/pl/dataset/1681,nazwiska-osob-zyjacych-wystepujace-w-rejestrze-pesel/resource/63892 */
const polishSurnames = {
    0: [
        'Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Woźniak', 'Szymański',
        'Dąbrowski', 'Kozłowski', 'Mazur', 'Jankowski', 'Kwiatkowski', 'Wojciechowski', 'Krawczyk', 'Kaczmarek', 'Piotrowski', 'Grabowski',
        'Zając', 'Pawłowski', 'Król', 'Michalski', 'Wróbel', 'Wieczorek', 'Jabłoński', 'Nowakowski', 'Majewski', 'Olszewski',
        'Dudek', 'Jaworski', 'Stępień', 'Malinowski', 'Adamczyk', 'Górski', 'Pawlak', 'Sikora', 'Nowicki', 'Witkowski',
        'Rutkowski', 'Walczak', 'Baran', 'Michalak', 'Ostrowski', 'Szewczyk', 'Tomaszewski', 'Zalewski', 'Wróblewski', 'Pietrzak',
        'Jasiński', 'Duda', 'Marciniak', 'Sadowski', 'Bąk', 'Zawadzki', 'Jakubowski', 'Wilk', 'Chmielewski', 'Borkowski',
        'Włodarczyk', 'Sokołowski', 'Szczepański', 'Sawicki', 'Lis', 'Kucharski', 'Kalinowski', 'Wysocki', 'Mazurek', 'Kubiak',
        'Maciejewski', 'Kołodziej', 'Kaźmierczak', 'Czarnecki', 'Konieczny', 'Sobczak', 'Krupa', 'Głowacki', 'Mróz', 'Urbański',
        'Kozak', 'Zakrzewski', 'Krajewski', 'Wasilewski', 'Laskowski', 'Sikorski', 'Ziółkowski', 'Gajewski', 'Szulc', 'Makowski',
        'Kaczmarczyk', 'Baranowski', 'Brzeziński', 'Przybylski', 'Kania', 'Janik', 'Szymczak', 'Borowski', 'Adamski', 'Błaszczyk'
    ],
    1: [
        'Nowak', 'Kowalska', 'Wiśniewska', 'Wójcik', 'Kowalczyk', 'Kamińska', 'Lewandowska', 'Zielińska', 'Szymańska', 'Dąbrowska',
        'Woźniak', 'Kozłowska', 'Mazur', 'Jankowska', 'Kwiatkowska', 'Wojciechowska', 'Krawczyk', 'Kaczmarek', 'Piotrowska', 'Grabowska',
        'Pawłowska', 'Król', 'Michalska', 'Zając', 'Wieczorek', 'Jabłońska', 'Wróbel', 'Nowakowska', 'Majewska', 'Olszewska',
        'Adamczyk', 'Jaworska', 'Malinowska', 'Stępień', 'Dudek', 'Górska', 'Nowicka', 'Witkowska', 'Pawlak', 'Sikora',
        'Walczak', 'Rutkowska', 'Michalak', 'Ostrowska', 'Szewczyk', 'Baran', 'Tomaszewska', 'Zalewska', 'Wróblewska', 'Pietrzak',
        'Jasińska', 'Marciniak', 'Jakubowska', 'Sadowska', 'Zawadzka', 'Duda', 'Chmielewska', 'Włodarczyk', 'Borkowska', 'Bąk',
        'Wilk', 'Sokołowska', 'Szczepańska', 'Sawicka', 'Lis', 'Kucharska', 'Kalinowska', 'Mazurek', 'Maciejewska', 'Kubiak',
        'Wysocka', 'Kołodziej', 'Czarnecka', 'Kaźmierczak', 'Urbańska', 'Krupa', 'Sobczak', 'Sikorska', 'Głowacka', 'Krajewska',
        'Zakrzewska', 'Kozak', 'Ziółkowska', 'Laskowska', 'Wasilewska', 'Gajewska', 'Mróz', 'Szulc', 'Makowska', 'Kaczmarczyk',
        'Brzezińska', 'Przybylska', 'Baranowska', 'Szymczak', 'Adamska', 'Błaszczyk', 'Borowska', 'Górecka', 'Kania', 'Szczepaniak'
    ]
};

export default polishSurnames;
