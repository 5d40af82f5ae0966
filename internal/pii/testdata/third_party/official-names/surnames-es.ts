/* Data source: Instituto Nacional de Estadística (INE), Spain */
/* License: CC BY 4.0 - https://creativecommons.org/licenses/by/4.0/ */
/* URL: https://www.ine.es/dyngs/INEbase/en/operacion.htm?c=Estadistica_C&cid=1254736177009&menu=ultiDatos&idp=1254735572981 */
const spanishSurnames = [
    'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
    'Jiménez', 'Hernández', 'Ruiz', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Gutiérrez', 'Alonso',
    'Torres', 'Navarro', 'Domínguez', 'Ramírez', 'Ramos', 'Vázquez', 'Gil', 'Serrano', 'Morales', 'Molina',
    'Suárez', 'Castro', 'Blanco', 'Delgado', 'Ortega', 'Ortíz', 'Marín', 'Rubio', 'Medina', 'Núñez',
    'Castillo', 'Sanz', 'Cortés', 'Iglesias', 'Santos', 'Garrido', 'Guerrero', 'Lozano', 'Flores', 'Cano',
    'Cruz', 'Méndez', 'Herrera', 'Peña', 'Prieto', 'León', 'Cabrera', 'Márquez', 'Reyes', 'Gallego',
    'Vidal', 'Calvo', 'Campos', 'Vega', 'Fuentes', 'Aguilar', 'Carrasco', 'Vargas', 'Caballero', 'Diez',
    'Nieto', 'Santana', 'Giménez', 'Hidalgo', 'Montero', 'Rojas', 'Benítez', 'Pascual', 'Herrero', 'Arias',
    'Santiago', 'Lorenzo', 'Durán', 'Mora', 'Ibáñez', 'Ferrer', 'Carmona', 'Vicente', 'Soto', 'Román',
    'Crespo', 'Rivera', 'Parra', 'Silva', 'Velasco', 'Pastor', 'Bravo', 'Sáez', 'Moya', 'Mendoza'
];

export default spanishSurnames;
