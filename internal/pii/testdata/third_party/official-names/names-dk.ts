/* Data source: Statistics Denmark (Danmarks Statistik), 1994-2024 */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) */
/* URL: https://www.dst.dk/da/Statistik/emner/borgere/navne/navne-til-nyfoedte */
const danishNames = {
    0: [
        'Oscar', 'Carl', 'William', 'Noah', 'August', 'Aksel', 'Emil', 'Oliver', 'Alfred', 'Theo',
        'Elliot', 'Malthe', 'Hugo', 'Arthur', 'Valdemar', 'Elias', 'Otto', 'Viggo', 'Lucas', 'Matheo',
        'Lauge', 'Felix', 'Theodor', 'Liam', 'Conrad', 'Anker', 'Magnus', 'Holger', 'Erik', 'Louie',
        'Luca', 'Anton', 'Victor', 'Ebbe', 'Vincent', 'Storm', 'Pelle', 'Nohr', 'Walter', 'Kalle',
        'Albert', 'Atlas', 'Asger', 'Frederik', 'Vilhelm', 'Marius', 'Alexander', 'Johan', 'Bjørn', 'Adam',
        'Villads', 'Christian', 'Mikkel', 'Mathias', 'Mads', 'Benjamin', 'Sebastian', 'Tobias', 'Laurits', 'Philip',
        'Jacob', 'Marcus', 'Villum', 'Sander', 'Nikolaj', 'Bertram', 'Jonathan', 'Andreas', 'Daniel', 'Jonas',
        'Rasmus', 'Kasper', 'Simon', 'Nicklas', 'Gustav', 'Christoffer', 'Jeppe', 'Anders', 'Lasse', 'Patrick',
        'Thomas', 'Peter', 'Martin', 'Silas', 'David', 'Hjalte', 'Nicolai', 'Morten', 'Jesper', 'Michael',
        'Søren', 'Mark', 'Joachim', 'Jens', 'Mike', 'Kenneth', 'Dennis', 'Henrik', 'Niels', 'Lars'
    ],
    1: [
        'Emma', 'Ella', 'Luna', 'Alma', 'Frida', 'Olivia', 'Ida', 'Agnes', 'Karla', 'Nora',
        'Sofia', 'Ellie', 'Lily', 'Freja', 'Clara', 'Asta', 'Anna', 'Alberte', 'Esther', 'Ellen',
        'Aya', 'Astrid', 'Isabella', 'Josefine', 'Leonora', 'Hannah', 'Lærke', 'Vilma', 'Saga', 'Laura',
        'Vera', 'Mathilde', 'Emily', 'Ingrid', 'Mille', 'Maja', 'Marie', 'Elina', 'Liva', 'Solvej',
        'Liv', 'Eva', 'Merle', 'Victoria', 'Andrea', 'Molly', 'Kaja', 'Lea', 'Søs', 'Gry',
        'Sofie', 'Caroline', 'Sara', 'Emilie', 'Rosa', 'Signe', 'Filippa', 'Julie', 'Vigga', 'Nanna',
        'Naja', 'Alba', 'Malou', 'Celina', 'Johanne', 'Sarah', 'Cecilie', 'Katrine', 'Amalie', 'Maria',
        'Frederikke', 'Camilla', 'Anne', 'Nicoline', 'Jasmin', 'Line', 'Louise', 'Thea', 'Rebecca', 'Natasja',
        'Sille', 'Mia', 'Christine', 'Rikke', 'Mette', 'Christina', 'Pernille', 'Michelle', 'Simone', 'Stine',
        'Amanda', 'Malene', 'Trine', 'Mie', 'Nadia', 'Charlotte', 'Natascha', 'Ditte', 'Nina', 'Stephanie'
    ]
}

export default danishNames;
