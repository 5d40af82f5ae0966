/* Data source: Datamx.io (SEP - Secretaría de Educación Pública, Mexico, 2012) */
/* License: Creative Commons CC Zero License (cc-zero)  */
/* URL: https://datamx.io/dataset/muestra-de-nombres-y-apellidos-comunes-en-mexico */
const mexicanSurnames = [
    'Hernández', 'García', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Ramírez', 'Cruz',
    'Flores', 'Gómez', 'Vázquez', 'Morales', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz',
    'Aguilar', 'Mendoza', 'Castillo', 'Ortiz', 'Moreno', 'Rivera', 'Ramos', 'Romero', 'Álvarez', 'Juárez',
    'Chávez', 'Méndez', 'Herrera', 'Domínguez', 'Medina', 'Castro', 'Guzmán', 'Vargas', 'Velázquez', 'Salazar',
    'Ortega', 'Rojas', 'Cortés', 'Guerrero', 'Santiago', 'Contreras', 'Bautista', 'Estrada', 'Luna', 'Lara',
    'Ríos', 'Ávila', 'Alvarado', 'Soto', 'Delgado', 'Silva', 'De la cruz', 'Solís', 'Carrillo', 'Cervantes',
    'León', 'Márquez', 'Fernández', 'Sandoval', 'Vega', 'Espinosa', 'Mejía', 'Campos', 'Nava', 'Cabrera',
    'Ibarra', 'Santos', 'Espinoza', 'Acosta', 'Valdez', 'Rosas', 'Maldonado', 'Camacho', 'Fuentes', 'Muñoz',
    'Miranda', 'Molina', 'Robles', 'Meza', 'Trejo', 'Rosales', 'Pacheco', 'Navarro', 'Salgado', 'Aguirre',
    'Salas', 'Cárdenas', 'Sosa', 'Orozco', 'Vásquez', 'Serrano', 'Valenzuela', 'Velasco', 'Pineda', 'Rangel'
];

export default mexicanSurnames;
