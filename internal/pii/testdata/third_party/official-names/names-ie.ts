/* Data source: Central Statistics Office Ireland */
/* License: Creative Commons Attribution 4.0 (CC BY 4.0) */
/* URL: https://www.cso.ie/en/releasesandpublications/ep/p-ibn/irishbabiesnames2024/data/ */
const irishNames = {
    0: [
        'Jack', 'Noah', 'Rían', 'Cillian', 'James', 'Tadhg', 'Fionn', 'Liam', 'Oisín', 'Charlie',
        'Daniel', 'Finn', 'Theo', 'Thomas', 'Seán', 'Patrick', 'Michael', 'Luke', 'Conor', 'Harry',
        'Tommy', 'Leo', 'Páidí', 'Luca', 'Adam', 'Darragh', 'Oliver', 'Bobby', 'John', 'Jamie',
        'Kai', 'Oscar', 'Cian', 'Max', 'Ollie', 'Alex', 'Callum', 'Sonny', 'Dylan', 'David',
        'Ben', 'Matthew', 'Caelan', 'Alexander', 'Muhammad', 'Ryan', 'Arthur', 'Arlo', 'Alfie', 'Shay',
        'Archie', 'Ethan', 'Freddie', 'Sam', 'Tom', 'Billy', 'Mason', 'Theodore', 'Senan', 'Hugo',
        'Leon', 'Jake', 'Evan', 'Jacob', 'Donnacha', 'Ronan', 'William', 'Rory', 'Teddy', 'Joseph',
        'Nathan', 'Samuel', 'Joshua', 'Benjamin', 'Danny', 'Frankie', 'Lucas', 'Joey', 'Aaron', 'Daithí',
        'Odhrán', 'Tomás', 'Jude', 'Aidan', 'Louis', 'Logan', 'Odhran', 'Cathal', 'Cody', 'George',
        'Caleb', 'Rowan', 'Ted', 'Dáithí', 'Jayden', 'Mark', 'Robert', 'Ruairí', 'Henry', 'Iarlaith'
    ],
    1: [
        'Sophie', 'Éabha', 'Grace', 'Emily', 'Fiadh', 'Lily', 'Olivia', 'Amelia', 'Sadie', 'Mia',
        'Lucy', 'Freya', 'Isla', 'Ella', 'Ellie', 'Croía', 'Emma', 'Maya', 'Sophia', 'Chloe',
        'Hannah', 'Molly', 'Evie', 'Saoirse', 'Sofia', 'Ava', 'Robyn', 'Millie', 'Anna', 'Ruby',
        'Caoimhe', 'Rosie', 'Róisín', 'Bonnie', 'Erin', 'Isabelle', 'Cara', 'Sadhbh', 'Holly', 'Éala',
        'Annie', 'Clodagh', 'Daisy', 'Hazel', 'Aoife', 'Katie', 'Kate', 'Willow', 'Maisie', 'Ada',
        'Méabh', 'Alice', 'Leah', 'Ayla', 'Isabella', 'Fíadh', 'Sienna', 'Eva', 'Zoe', 'Ivy',
        'Aria', 'Sarah', 'Harper', 'Charlotte', 'Ailbhe', 'Clara', 'Zara', 'Faye', 'Layla', 'Rose',
        'Maeve', 'Mila', 'Elsie', 'Maria', 'Aoibhín', 'Julia', 'Cora', 'Lottie', 'Abigail', 'Eve',
        'Elizabeth', 'Emilia', 'Phoebe', 'Nora', 'Evelyn', 'Hallie', 'Georgia', 'Heidi', 'Hailey', 'Poppy',
        'Ciara', 'Mollie', 'Rhea', 'Isabel', 'Niamh', 'Luna', 'Nina', 'Aurora', 'Bella', 'Caragh'
    ]
};

export default irishNames;
