/* Data source: Imiona nadane dzieciom w Polsce w I połowie 2025 r. - imię pierwsze */
/* License: CC0 1.0 - https://creativecommons.org/publicdomain/zero/1.0/legalcode.pl */
/* URL: https://dane.gov.pl/pl/dataset/1667,imiona-nadawane-dzieciom-w-polsce - https://dane.gov.pl/pl/dataset/219,imiona-nadawane-dzieciom-w-polsce/resource/69924/ */
const polishNames = {
    0: [
        'Nikodem', 'Antoni', 'Jan', 'Leon', 'Aleksander', 'Franciszek', 'Ignacy', 'Stanisław', 'Jakub', 'Mikołaj',
        'Filip', 'Maksymilian', 'Wojciech', 'Oliwier', 'Adam', 'Tymon', 'Marcel', 'Szymon', 'Gabriel', 'Wiktor',
        'Kacper', 'Julian', 'Oskar', 'Michał', 'Miłosz', 'Igor', 'Tymoteusz', 'Piotr', 'Teodor', 'Bruno',
        'Hubert', 'Tadeusz', 'Henryk', 'Dawid', 'Cezary', 'Krzysztof', 'Milan', 'Dominik', 'Karol', 'Bartosz',
        'Natan', 'Artur', 'Mateusz', 'Ksawery', 'Józef', 'Fabian', 'Kazimierz', 'Leonard', 'Alan', 'Maciej',
        'Kornel', 'Tomasz', 'Witold', 'Mark', 'Daniel', 'Leo', 'Borys', 'Stefan', 'Kajetan', 'Feliks',
        'Emil', 'Kuba', 'Paweł', 'Eryk', 'Bartłomiej', 'Kamil', 'Mieszko', 'Florian', 'Olaf', 'Konstanty',
        'Gustaw', 'Remigiusz', 'Grzegorz', 'Tobiasz', 'Jerzy', 'Adrian', 'Beniamin', 'Maksym', 'Patryk', 'Ryszard',
        'Robert', 'David', 'Damian', 'Liam', 'Lucjan', 'Łukasz', 'Juliusz', 'Sebastian', 'Krystian', 'Marcin',
        'Rafał', 'Aleks', 'Jeremi', 'Matvii', 'Artem', 'Marek', 'Maurycy', 'Alex', 'Edward', 'Radosław'
    ],
    1: [
        'Zofia', 'Maja', 'Zuzanna', 'Laura', 'Hanna', 'Julia', 'Oliwia', 'Pola', 'Alicja', 'Amelia',
        'Antonina', 'Emilia', 'Maria', 'Michalina', 'Liliana', 'Klara', 'Helena', 'Marcelina', 'Wiktoria', 'Lena',
        'Łucja', 'Iga', 'Gabriela', 'Rozalia', 'Nela', 'Kornelia', 'Lilianna', 'Aleksandra', 'Blanka', 'Anna',
        'Róża', 'Aurelia', 'Kaja', 'Aniela', 'Jagoda', 'Nadia', 'Mia', 'Anastazja', 'Natalia', 'Jaśmina',
        'Sara', 'Milena', 'Weronika', 'Matylda', 'Barbara', 'Nina', 'Liwia', 'Nikola', 'Wanda', 'Eliza',
        'Adrianna', 'Zoja', 'Martyna', 'Agata', 'Marianna', 'Melania', 'Apolonia', 'Gaja', 'Nel', 'Karolina',
        'Lidia', 'Sofia', 'Diana', 'Magdalena', 'Stefania', 'Ewa', 'Felicja', 'Izabela', 'Kinga', 'Bianka',
        'Dominika', 'Malwina', 'Urszula', 'Jagna', 'Joanna', 'Luiza', 'Kalina', 'Ida', 'Małgorzata', 'Jadwiga',
        'Milana', 'Emma', 'Daria', 'Marta', 'Adelina', 'Rita', 'Katarzyna', 'Ada', 'Lilia', 'Paulina',
        'Kamila', 'Elena', 'Sofiia', 'Lara', 'Adela', 'Noemi', 'Celina', 'Emiliia', 'Lila', 'Lea'
    ]
};

export default polishNames;
