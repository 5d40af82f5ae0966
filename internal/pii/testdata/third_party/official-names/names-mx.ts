/* Data source: Datamx.io (original data from SEP - Secretaría de Educación Pública, Mexico, 2012) */
/* License: Creative Commons CC Zero License (cc-zero)  */
/* URL: https://datamx.io/dataset/nombres-mas-comunes-en-mexico */
const mexicanNames = {
    0: [
        'José', 'Juan', 'Luis', 'Manuel', 'Antonio', 'Jesús', 'Carlos', 'Francisco', 'Alberto', 'Jorge',
        'Miguel', 'Ángel', 'Javier', 'Alejandro', 'Enrique', 'Víctor', 'Arturo', 'César', 'Fernando', 'Pedro',
        'Martín', 'Roberto', 'Eduardo', 'Mario', 'Armando', 'Sergio', 'Raúl', 'Alfredo', 'Rafael', 'Ricardo',
        'Guillermo', 'Gerardo', 'Daniel', 'José Luis', 'Salvador', 'Agustín', 'David', 'Ramón', 'Héctor', 'Rubén',
        'José Antonio', 'Jaime', 'Juan Carlos', 'Ignacio', 'Andrés', 'José Manuel', 'Marco Antonio', 'Jesús', 'Pablo', 'Julio',
        'Gustavo', 'José María', 'Fidel', 'Rodrigo', 'Julio César', 'Vicente', 'Óscar', 'Joaquín', 'Rogelio', 'Samuel',
        'Ernesto', 'Gilberto', 'René', 'Ismael', 'Edgar', 'Ángel', 'Bernardo', 'Omar', 'Felipe', 'Gabriel',
        'José Guadalupe', 'Benjamín', 'Jesús', 'Gregorio', 'Israel', 'Rigoberto', 'Saúl', 'Diego', 'Tomás', 'Abel',
        'Federico', 'Jesús', 'Adán', 'Marcos', 'Lucio', 'Juan José', 'Mauricio', 'Reyes', 'Jesús', 'Santiago',
        'Gonzalo', 'Esteban', 'Noé', 'Gonzalo', 'Isaac', 'Jesús', 'José Jesús', 'Cristóbal', 'Octavio', 'Pascual'
    ],
    1: [
        'María', 'Guadalupe', 'Rosa', 'Martha', 'Ana', 'Patricia', 'Leticia', 'Elena', 'Laura', 'Elizabeth',
        'Isabel', 'Alicia', 'Margarita', 'Luz', 'Angélica', 'Claudia', 'Silvia', 'Norma', 'Juana', 'Gabriela',
        'Adriana', 'Verónica', 'Teresa', 'Alejandra', 'Alma', 'Beatriz', 'María del Carmen', 'Yolanda', 'Blanca', 'Josefina',
        'Irma', 'Carmen', 'Gloria', 'Susana', 'Sandra', 'Juanita', 'Dolores', 'María Elena', 'Rocío', 'Raquel',
        'Francisca', 'Cristina', 'María Luisa', 'Concepción', 'Rosario', 'Araceli', 'Lilia', 'María Guadalupe', 'Reyna', 'Lucía',
        'Mónica', 'Esther', 'Maricela', 'Graciela', 'Mayra', 'María de Jesús', 'Esperanza', 'Hilda', 'Irene', 'Lorena',
        'Cecilia', 'María de los Ángeles', 'Lidia', 'Sara', 'Bertha', 'Olivia', 'Sonia', 'María Isabel', 'Catalina', 'Maribel',
        'Erika', 'Virginia', 'María Teresa', 'Delia', 'Liliana', 'Elvira', 'Soledad', 'Lourdes', 'Sofía', 'Rosalba',
        'Victoria', 'Antonia', 'María del Rosario', 'Karla', 'Amelia', 'Nancy', 'María de Lourdes', 'Mariana', 'Celia', 'Nora',
        'Olga', 'Elsa', 'Miriam', 'María José', 'Aurora', 'Eva', 'Marisol', 'Judith', 'Andrea', 'Elvia'
    ]
};

export default mexicanNames;
