/* Data source: SCB (Statistics Sweden) - Name Statistics */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) */
/* URL: https://www.scb.se/hitta-statistik/statistik-efter-amne/befolkning-och-levnadsforhallanden/ovrigt/namnstatistik/pong/tabell-och-diagram/samtliga-folkbokforda--fornamn-och-tilltalsnamn-topplistor-uppdateras-ej/tilltalsnamn-man-2021-topp-100/ - https://www.scb.se/hitta-statistik/statistik-efter-amne/befolkning-och-levnadsforhallanden/ovrigt/namnstatistik/pong/tabell-och-diagram/samtliga-folkbokforda--fornamn-och-tilltalsnamn-topplistor-uppdateras-ej/tilltalsnamn-kvinnor-2021-topp-100/ */
const swedishNames = {
    0: [
        'Lars', 'Mikael', 'Anders', 'Johan', 'Erik', 'Per', 'Peter', 'Thomas', 'Karl', 'Jan',
        'Daniel', 'Fredrik', 'Mohammad', 'Andreas', 'Stefan', 'Hans', 'Mats', 'Marcus', 'Mattias', 'Magnus',
        'Oscar', 'Jonas', 'Alexander', 'Niklas', 'Martin', 'Bengt', 'Bo', 'Nils', 'Viktor', 'Patrik',
        'Björn', 'David', 'Filip', 'Henrik', 'Leif', 'Joakim', 'Emil', 'Christer', 'Ulf', 'Simon',
        'Sven', 'Christoffer', 'Anton', 'William', 'Christian', 'Robert', 'Gustav', 'Lucas', 'Tommy', 'Kjell',
        'Rickard', 'Håkan', 'Adam', 'Göran', 'Jacob', 'Jonathan', 'Elias', 'Sebastian', 'Robin', 'Lennart',
        'Rolf', 'Tobias', 'John', 'Axel', 'Oliver', 'Linus', 'Stig', 'Hugo', 'Kent', 'Isak',
        'Roger', 'Claes', 'Jesper', 'Albin', 'Ludvig', 'Rasmus', 'Jörgen', 'Ali', 'Max', 'Jimmy',
        'Joel', 'Kenneth', 'Josef', 'Dennis', 'Liam', 'Gunnar', 'Olle', 'Leo', 'Johnny', 'Olof',
        'Pontus', 'Åke', 'Kevin', 'Samuel', 'Gabriel', 'Arvid', 'Edvin', 'Felix', 'Kurt', 'Torbjörn'
    ],
    1: [
        'Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Christina', 'Lena', 'Emma', 'Kerstin', 'Marie',
        'Malin', 'Jenny', 'Ingrid', 'Hanna', 'Linda', 'Annika', 'Susanne', 'Elin', 'Monica', 'Birgitta',
        'Sofia', 'Johanna', 'Inger', 'Carina', 'Julia', 'Elisabeth', 'Ulla', 'Linnéa', 'Katarina', 'Emelie',
        'Ida', 'Helena', 'Camilla', 'Åsa', 'Anette', 'Sandra', 'Maja', 'Gunilla', 'Ann', 'Anita',
        'Amanda', 'Marianne', 'Anneli', 'Margareta', 'Therese', 'Josefin', 'Cecilia', 'Jessica', 'Helen', 'Lisa',
        'Alice', 'Matilda', 'Caroline', 'Frida', 'Elsa', 'Ulrika', 'Barbro', 'Siv', 'Klara', 'Ebba',
        'Rebecca', 'Madeleine', 'Sofie', 'Isabelle', 'Wilma', 'Agneta', 'Lina', 'Ella', 'Gun', 'Pia',
        'Berit', 'Ellen', 'Olivia', 'Astrid', 'Louise', 'Yvonne', 'Moa', 'Agnes', 'Alva', 'Emilia',
        'Nathalie', 'Alexandra', 'Mona', 'Victoria', 'Erika', 'Britt', 'Felicia', 'Ann-Christin', 'Ann-Marie', 'Lovisa',
        'Pernilla', 'Sonja', 'Charlotte', 'Britt-Marie', 'Linn', 'Nina', 'Saga', 'Alma', 'Karolina', 'Mikaela'
    ]
};

export default swedishNames;
