/* Data source: Väestötietojärjestelmän suomalaisten nimiaineistot */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) */
/* URL: https://www.avoindata.fi/data/fi/dataset/none */
const finnishNames = {
    0: [
        'Juhani', 'Olavi', 'Tapani', 'Antero', 'Johannes', 'Tapio', 'Mikael', 'Kalevi', 'Matti', 'Pekka',
        'Petteri', 'Ilmari', 'Matias', 'Sakari', 'Kristian', 'Antti', 'Juha', 'Heikki', 'Timo', 'Mikko',
        'Markus', 'Kari', 'Aleksi', 'Jari', 'Oskari', 'Jukka', 'Petri', 'Jaakko', 'Mika', 'Markku',
        'Henrik', 'Kalervo', 'Lauri', 'Ville', 'Veikko', 'Hannu', 'Valtteri', 'Janne', 'Elias', 'Marko',
        'Seppo', 'Erkki', 'Ari', 'Tuomas', 'Sami', 'Ensio', 'Juho', 'Onni', 'Erik', 'Eemeli',
        'Jani', 'Eero', 'Samuli', 'Pentti', 'Eino', 'Martti', 'Jussi', 'Teemu', 'Samuel', 'Oliver',
        'Harri', 'Viljami', 'Emil', 'Jorma', 'Risto', 'Jarmo', 'Veli', 'Leo', 'Pasi', 'Niko',
        'Esa', 'Toivo', 'Jouni', 'Joonas', 'Olli', 'Arto', 'Kalle', 'Toni', 'Vesa', 'Pertti',
        'Raimo', 'Santeri', 'Armas', 'Väinö', 'Daniel', 'Johan', 'Alexander', 'Tomi', 'Eetu', 'Esko',
        'Jouko', 'Henri', 'Paavo', 'Kimmo', 'Sebastian', 'Joni', 'Reijo', 'Eemil', 'Tommi', 'Tero'
    ],
    1: [
        'Maria', 'Helena', 'Anneli', 'Johanna', 'Kaarina', 'Hannele', 'Marjatta', 'Kristiina', 'Emilia', 'Sofia',
        'Elina', 'Liisa', 'Maarit', 'Susanna', 'Tuulikki', 'Katariina', 'Annikki', 'Anna', 'Leena', 'Marja',
        'Sinikka', 'Inkeri', 'Riitta', 'Aino', 'Anne', 'Päivi', 'Tuula', 'Karoliina', 'Pauliina', 'Orvokki',
        'Minna', 'Kyllikki', 'Maija', 'Sari', 'Eveliina', 'Pirjo', 'Ritva', 'Tellervo', 'Tiina', 'Irmeli',
        'Laura', 'Marika', 'Aurora', 'Elisabet', 'Tarja', 'Eeva', 'Olivia', 'Satu', 'Ilona', 'Amanda',
        'Mari', 'Hanna', 'Heidi', 'Annika', 'Matilda', 'Jaana', 'Julia', 'Sanna', 'Marita', 'Sirpa',
        'Irene', 'Kirsi', 'Pirkko', 'Linnea', 'Seija', 'Marianne', 'Elisabeth', 'Eija', 'Katriina', 'Anita',
        'Merja', 'Raija', 'Sisko', 'Tuulia', 'Helmi', 'Anni', 'Marjaana', 'Anja', 'Elisa', 'Kaisa',
        'Arja', 'Marketta', 'Paula', 'Ulla', 'Eila', 'Emma', 'Jenni', 'Iida', 'Katja', 'Heli',
        'Nina', 'Maaria', 'Terttu', 'Anniina', 'Ella', 'Aleksandra', 'Mirjami', 'Sara', 'Sirkka', 'Alexandra'
    ]
};

export default finnishNames;
