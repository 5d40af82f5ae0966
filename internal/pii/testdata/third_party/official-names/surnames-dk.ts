/* Data source: Statistics Denmark (Danmarks Statistik), 1994-2024 */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) */
/* URL: https://www.dst.dk/da/Statistik/emner/borgere/navne/navne-til-nyfoedte */
const danishSurnames = [
    'Nielsen', 'Jensen', 'Hansen', 'Andersen', 'Pedersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen',
    'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Christiansen', 'Poulsen', 'Johansen', 'Møller', 'Mortensen'
];

export default danishSurnames;
