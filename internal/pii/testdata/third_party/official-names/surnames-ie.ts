/* Data source: Central Statistics Office Ireland */
/* License: Creative Commons Attribution 4.0 (CC BY 4.0) */
/* URL: https://data.cso.ie/table/VSA110 */
const irishSurnames = [
    'Murphy', 'Kelly', 'Byrne', 'O\'Brien', 'Walsh', 'Ryan', 'O\'Connor', 'O\'Sullivan', 'Doyle', 'McCarthy',
    'O\'Neill', 'O\'Reilly', 'Lynch', 'Murray', 'Dunne', 'Burke', 'McDonagh', 'Daly', 'Kennedy', 'Ward',
    'Brennan', 'Collins', 'Nolan', 'Smith', 'Doherty', 'Quinn', 'Flynn', 'Power', 'Fitzgerald', 'Kavanagh',
    'Reilly', 'Healy', 'O\'Donnell', 'Carroll', 'O\'Connell', 'Martin', 'Gallagher', 'Whelan', 'Casey', 'Farrell',
    'Connolly', 'Clarke', 'Fitzpatrick', 'Barry', 'Moore', 'Hayes', 'Moran', 'Connors', 'O\'Shea', 'Roche',
    'Kenny', 'Brady', 'O\'Leary', 'McGrath', 'Duffy', 'Delaney', 'Khan', 'Hogan', 'O\'Donoghue', 'O\'Mahony',
    'Keane', 'Buckley', 'Joyce', 'Foley', 'Barrett', 'Maher', 'Sweeney', 'Browne', 'O\'Callaghan', 'Sheehan',
    'O\'Keeffe', 'McDonnell', 'Egan', 'McKenna', 'Griffin', 'McMahon', 'O\'Donovan', 'Cronin', 'Fox', 'Maguire',
    'McNamara', 'O\'Driscoll', 'Molloy', 'Ahmed', 'Moloney', 'McDermott', 'Butler', 'Cunningham', 'Hickey', 'Higgins',
    'Sheridan', 'Stokes', 'Hughes', 'Kearney', 'White', 'Boyle', 'Lyons', 'Smyth', 'Crowley', 'King'
];

export default irishSurnames;
