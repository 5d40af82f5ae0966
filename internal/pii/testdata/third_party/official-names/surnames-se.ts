/* Data source: SCB (Statistics Sweden) - Name Statistics */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) - https://www.scb.se/en/About-us/about-the-website-and-terms-of-use/ */
/* URL: https://www.scb.se/hitta-statistik/statistik-efter-amne/befolkning-och-levnadsforhallanden/ovrigt/namnstatistik/pong/tabell-och-diagram/samtliga-folkbokforda--efternamn-topplistor-uppdateras-ej/efternamn-2021-topp-100/ */
const swedishSurnames = [
    'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson',
    'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson', 'Magnusson', 'Olofsson',
    'Lindström', 'Lindqvist', 'Lindgren', 'Axelsson', 'Berg', 'Bergström', 'Lundberg', 'Lundgren', 'Lind', 'Lundqvist',
    'Mattsson', 'Berglund', 'Fredriksson', 'Sandberg', 'Henriksson', 'Forsberg', 'Sjöberg', 'Wallin', 'Engström', 'Eklund',
    'Danielsson', 'Håkansson', 'Lundin', 'Gunnarsson', 'Björk', 'Bergman', 'Holm', 'Samuelsson', 'Fransson', 'Wikström',
    'Isaksson', 'Bergqvist', 'Nyström', 'Arvidsson', 'Holmberg', 'Löfgren', 'Ali', 'Söderberg', 'Mohamed', 'Nyberg',
    'Blomqvist', 'Claesson', 'Mårtensson', 'Nordström', 'Lundström', 'Eliasson', 'Pålsson', 'Viklund', 'Björklund', 'Berggren',
    'Sandström', 'Lund', 'Nordin', 'Ström', 'Åberg', 'Hermansson', 'Ekström', 'Holmgren', 'Hedlund', 'Falk',
    'Sundberg', 'Dahlberg', 'Hellström', 'Sjögren', 'Abrahamsson', 'Ek', 'Blom', 'Martinsson', 'Öberg', 'Ahmed',
    'Andreasson', 'Hassan', 'Månsson', 'Strömberg', 'Åkesson', 'Hansen', 'Jonasson', 'Norberg', 'Åström', 'Sundström'
];

export default swedishSurnames;
