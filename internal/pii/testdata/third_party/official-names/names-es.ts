/* Data source: Instituto Nacional de Estadística (INE), Spain */
/* License: Creative Commons Attribution 4.0 International (CC BY 4.0) */
/* URL: https://www.ine.es/dyngs/INEbase/en/operacion.htm?c=Estadistica_C&cid=1254736177009&menu=ultiDatos&idp=1254735572981 */
const spanishNames = {
    0: [
        'Antonio', 'Manuel', 'José', 'Francisco', 'David', 'Javier', 'Daniel', 'Juan', 'José Antonio', 'Francisco Javier',
        'José Luis', 'Carlos', 'Alejandro', 'Jesús', 'José Manuel', 'Miguel', 'Miguel Ángel', 'Pablo', 'Rafael', 'Sergio',
        'Ángel', 'Pedro', 'Jorge', 'Fernando', 'José María', 'Alberto', 'Luis', 'Álvaro', 'Adrián', 'Juan Carlos',
        'Diego', 'Juan José', 'Raúl', 'Iván', 'Rubén', 'Juan Antonio', 'Óscar', 'Enrique', 'Juan Manuel', 'Mario',
        'Santiago', 'Andrés', 'Ramón', 'Víctor', 'Vicente', 'Joaquín', 'Eduardo', 'Hugo', 'Marcos', 'Roberto',
        'Jaime', 'Francisco José', 'Ignacio', 'Jordi', 'Mohamed', 'Alfonso', 'Ricardo', 'Martín', 'Marc', 'Salvador',
        'Gabriel', 'Guillermo', 'Gonzalo', 'Emilio', 'José Miguel', 'Nicolás', 'Lucas', 'Julío', 'Julián', 'Tomás',
        'Samuel', 'Agustín', 'Ismael', 'Cristian', 'José Ramón', 'Joan', 'Aitor', 'Héctor', 'Alex', 'Mateo',
        'Félix', 'Iker', 'Juan Francisco', 'José Carlos', 'Sebastian', 'Rodrigo', 'César', 'Josep', 'José Ángel', 'Alfredo',
        'Víctor Manuel', 'Mariano', 'José Ignacio', 'Domingo', 'Felipe', 'Luis Miguel', 'Pau', 'Mohammed', 'Izan', 'Xavier'
    ],
    1: [
        'María Carmen', 'María', 'Carmen', 'Ana María', 'Laura', 'María Pilar', 'María Dolores', 'Isabel', 'Ana', 'María Teresa',
        'Josefa', 'Marta', 'Cristina', 'Lucía', 'María Ángeles', 'María José', 'María Isabel', 'Francisca', 'Antonia', 'Sara',
        'Paula', 'Dolores', 'Elena', 'María Luisa', 'Raquel', 'Rosa María', 'Manuela', 'María Jesús', 'Julia', 'Pilar',
        'Concepción', 'Alba', 'Mercedes', 'Beatriz', 'Silvia', 'Nuria', 'Irene', 'Patricia', 'Rocío', 'Andrea',
        'Rosario', 'Montserrat', 'Juana', 'Mónica', 'Teresa', 'Encarnación', 'Alicia', 'María Mar', 'Marina', 'Sandra',
        'Sonia', 'Natalia', 'Sofía', 'Susana', 'Angela', 'Yolanda', 'Claudia', 'Rosa', 'Carla', 'Eva',
        'Margarita', 'María Josefa', 'Inmaculada', 'Ana Isabel', 'María Mercedes', 'María Rosario', 'Noelia', 'Daniela', 'Esther', 'Verónica',
        'Carolina', 'Martina', 'Nerea', 'Inés', 'Miriam', 'Eva María', 'María Victoria', 'Lorena', 'María Elena', 'Ana Belén',
        'Victoria', 'María Rosa', 'Alejandra', 'Ángeles', 'María Concepción', 'Celia', 'Lidia', 'Fátima', 'María Antonia', 'Amparo',
        'Ainhoa', 'Olga', 'Catalina', 'María Nieves', 'Clara', 'Adriana', 'Valeria', 'Anna', 'María Cristina', 'Emma'
    ]
}

export default spanishNames;
