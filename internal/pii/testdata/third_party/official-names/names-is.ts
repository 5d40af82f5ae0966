/* Data source: Statistics Iceland - Icelandic names 2023 */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) */
/* URL: https://statice.is/statistics/population/births-and-deaths/names/ */
const icelandicNames = {
    0: [
        'Jón', 'Sigurður', 'Guðmundur', 'Gunnar', 'Ólafur', 'Kristján', 'Einar', 'Magnús', 'Stefán', 'Jóhann',
        'Arnar', 'Björn', 'Árni', 'Bjarni', 'Aron', 'Daníel', 'Helgi', 'Pétur', 'Halldór', 'Kristinn',
        'Ragnar', 'Róbert', 'Alexander', 'Viktor', 'Gísli', 'Þorsteinn', 'Guðjón', 'Andri', 'Óskar', 'Davíð',
        'Birgir', 'Bjarki', 'Tómas', 'Sveinn', 'Páll', 'Haukur', 'Brynjar', 'Ágúst', 'Kári', 'Benedikt',
        'Jóhannes', 'Kristófer', 'Atli', 'Karl', 'Ásgeir', 'Haraldur', 'Baldur', 'Kjartan', 'Hilmar', 'Friðrik',
        'Rúnar', 'Sigurjón', 'Þórður', 'Egill', 'Sindri', 'Hörður', 'Emil', 'Jónas', 'Elvar', 'Eiríkur',
        'Björgvin', 'Adam', 'Ísak', 'Hlynur', 'Ari', 'Dagur', 'Matthías', 'Jakob', 'Sævar', 'Mikael',
        'Birkir', 'Piotr', 'Ómar', 'Snorri', 'Guðni', 'Anton', 'Arnór', 'Ingvar', 'Sverrir', 'Örn',
        'Ívar', 'Axel', 'Daniel', 'Tomasz', 'Eyþór', 'Hafsteinn', 'Jökull', 'Reynir', 'Ingólfur', 'Marcin',
        'Garðar', 'Michal', 'Tryggvi', 'Krzysztof', 'Steinar', 'Gabríel', 'Þórarinn', 'Þórir', 'Valdimar', 'Grétar'
    ],
    1: [
        'Anna', 'Guðrún', 'Kristín', 'Sigríður', 'Margrét', 'Helga', 'Sigrún', 'Ingibjörg', 'María', 'Jóhanna',
        'Katrín', 'Elín', 'Eva', 'Hildur', 'Sara', 'Lilja', 'Elísabet', 'Ragnheiður', 'Ásta', 'Guðbjörg',
        'Erla', 'Auður', 'Steinunn', 'Guðný', 'Kolbrún', 'Íris', 'Ólöf', 'Inga', 'Bryndís', 'Berglind',
        'Sólveig', 'Rakel', 'Hrafnhildur', 'Ásdís', 'Þórunn', 'Unnur', 'Hulda', 'Þóra', 'Þórdís', 'Birna',
        'Hanna', 'Emilía', 'Halldóra', 'Karen', 'Sandra', 'Linda', 'Harpa', 'Erna', 'Andrea', 'Jóna',
        'Telma', 'Edda', 'Hafdís', 'Helena', 'Tinna', 'Brynja', 'Sóley', 'Aníta', 'Valgerður', 'Lára',
        'Arna', 'Jónína', 'Sigurbjörg', 'Guðlaug', 'Kristjana', 'Marta', 'Hjördís', 'Freyja', 'Stefanía', 'Viktoría',
        'Alexandra', 'Júlía', 'Sunna', 'Rósa', 'Hrefna', 'Ísabella', 'Laufey', 'Ragnhildur', 'Hólmfríður', 'Aðalheiður',
        'Katla', 'Dagný', 'Áslaug', 'Emma', 'Birta', 'Agnes', 'Björg', 'Halla', 'Ágústa', 'Embla',
        'Elva', 'Hekla', 'Elsa', 'Ingunn', 'Soffía', 'Fanney', 'Maria', 'Rebekka', 'Vigdís', 'Ása'
    ]
}

export default icelandicNames;
