/* Data source: Czech Statistical Office (Český statistický úřad - ČSÚ), 2024 */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) */
/* URL: https://csu.gov.cz/produkty/detskym-jmenum-loni-opet-kralovali-jakub-a-eliska */
const czechNames = {
    0: [
        'Jakub', 'Matyáš', 'Jan', 'Adam', 'Matěj', 'David', 'Vojtěch', 'Filip', 'Dominik', 'Tomáš',
        'Daniel', 'Tobiáš', 'Oliver', 'Štěpán', 'Antonín', 'Sebastian', 'Lukáš', 'Martin', 'Ondřej', 'Mikuláš',
        'Šimon', 'Marek', 'Samuel', 'Jonáš', 'Václav', 'Petr', 'Teodor', 'Patrik', 'Jiří', 'Tadeáš',
        'Kryštof', 'Michal', 'Viktor', 'Vilém', 'Jáchym', 'Eliáš', 'Josef', 'Richard', 'Eduard', 'František',
        'Albert', 'Tobias', 'Theodor', 'Alex', 'Pavel', 'Kristián', 'Damián', 'Vincent', 'Jindřich', 'Michael',
        'Sebastián', 'Nikolas', 'Maxmilián', 'Jaroslav', 'Vít', 'Matouš', 'Matteo', 'Mateo', 'Karel', 'Robin',
        'Artur', 'Max', 'Miroslav', 'Erik', 'Mark', 'Hynek', 'Maxim', 'Hugo', 'Denis', 'Benjamin',
        'Vítek', 'Mathias', 'Nicolas', 'Damian', 'Roman', 'Radek', 'Theo', 'Milan', 'Alexandr', 'Kevin',
        'William', 'Adrian', 'Gabriel', 'Robert', 'Zdeněk', 'Ladislav', 'Stanislav', 'Alfréd', 'Timotej', 'Bartoloměj',
        'Oskar', 'Kristian', 'Ivan', 'Aleš', 'Radim', 'Matyas', 'Timothy', 'Benedikt', 'Matias', 'Lucas'
    ],
    1: [
        'Eliška', 'Viktorie', 'Sofie', 'Anna', 'Natálie', 'Amálie', 'Ema', 'Tereza', 'Laura', 'Adéla',
        'Julie', 'Rozálie', 'Nela', 'Mia', 'Emma', 'Karolína', 'Barbora', 'Sára', 'Stella', 'Anežka',
        'Veronika', 'Marie', 'Kristýna', 'Meda', 'Valerie', 'Ella', 'Klára', 'Jasmína', 'Štěpánka', 'Josefína',
        'Lucie', 'Aneta', 'Nina', 'Magdaléna', 'Zuzana', 'Ester', 'Beáta', 'Alžběta', 'Elena', 'Rozárie',
        'Kateřina', 'Sofia', 'Leontýna', 'Liliana', 'Gabriela', 'Emily', 'Amélie', 'Adriana', 'Michaela', 'Stela',
        'Emílie', 'Nikola', 'Nikol', 'Antonie', 'Vivien', 'Izabela', 'Markéta', 'Eva', 'Thea', 'Zora',
        'Dominika', 'Zoe', 'Diana', 'Lilien', 'Elen', 'Evelína', 'Olívie', 'Klaudie', 'Johana', 'Isabella',
        'Elizabeth', 'Žofie', 'Lea', 'Mariana', 'Malvína', 'Nella', 'Valentýna', 'Linda', 'Valérie', 'Jana',
        'Lara', 'Daniela', 'Hana', 'Viola', 'Agáta', 'Monika', 'Isabela', 'Matylda', 'Emilia', 'Magdalena',
        'Terezie', 'Andrea', 'Olivia', 'Ellen', 'Vanesa', 'Dorota', 'Bára', 'Sabina', 'Victoria', 'Tamara'
    ]
};

export default czechNames;
