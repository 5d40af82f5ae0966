/* Data source: Väestötietojärjestelmän suomalaisten nimiaineistot */
/* License: CC BY 4.0 (Creative Commons Attribution 4.0 International License) */
/* URL: https://www.avoindata.fi/data/fi/dataset/none */
const finnishSurnames = [
    'Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen',
    'Lehtonen', 'Lehtinen', 'Saarinen', 'Salminen', 'Niemi', 'Heinonen', 'Heikkilä', 'Kinnunen', 'Salonen', 'Turunen',
    'Salo', 'Laitinen', 'Rantanen', 'Karjalainen', 'Tuominen', 'Mattila', 'Jokinen', 'Savolainen', 'Lahtinen', 'Ahonen',
    'Ojala', 'Leppänen', 'Kallio', 'Leinonen', 'Väisänen', 'Hiltunen', 'Pitkänen', 'Miettinen', 'Manninen', 'Aaltonen',
    'Koivisto', 'Hakala', 'Anttila', 'Laaksonen', 'Lehto', 'Hirvonen', 'Räsänen', 'Laakso', 'Rantala', 'Toivonen',
    'Aalto', 'Mustonen', 'Niemelä', 'Nurmi', 'Moilanen', 'Peltonen', 'Seppälä', 'Pulkkinen', 'Saari', 'Hänninen',
    'Kettunen', 'Lappalainen', 'Koskela', 'Partanen', 'Kemppainen', 'Seppänen', 'Ahola', 'Kauppinen', 'Lahti', 'Salmi',
    'Aho', 'Huttunen', 'Ikonen', 'Suominen', 'Halonen', 'Pesonen', 'Kärkkäinen', 'Nyman', 'Lindholm', 'Peltola',
    'Mikkonen', 'Koponen', 'Niskanen', 'Johansson', 'Vainio', 'Oksanen', 'Heiskanen', 'Mikkola', 'Koski', 'Honkanen',
    'Immonen', 'Harju', 'Määttä', 'Nurminen', 'Vuorinen', 'Kokkonen', 'Rissanen', 'Karppinen', 'Mäki', 'Laukkanen'
];

export default finnishSurnames;
