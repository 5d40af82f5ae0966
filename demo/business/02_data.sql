-- Northwind Robotics demo data, generated in SQL so this file stays small.
-- Deterministic: every "random" choice is a hash of the row's id (md5), never
-- random()/setseed, so every load yields the same rows on any server.
-- "Today" for the data is 2025-12-31; orders span 2023-01-01..2025-12-31.

SET TimeZone = 'UTC';

-- r(key) maps a key to a stable pseudo-random number in [0, 1).
CREATE FUNCTION pg_temp.r(k text) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
    SELECT ('x' || substr(md5(k), 1, 8))::bit(32)::bigint / 4294967296.0
$$;

-- pick(arr, key) picks one element of arr by the key's hash.
CREATE FUNCTION pg_temp.pick(arr text[], k text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
    SELECT arr[1 + floor(pg_temp.r(k) * cardinality(arr))::int]
$$;

INSERT INTO departments (department_id, name, cost_center, location) VALUES
    (1, 'Executive',        'CC-100', 'Hamburg'),
    (2, 'Sales',            'CC-210', 'Hamburg'),
    (3, 'Engineering',      'CC-300', 'Munich'),
    (4, 'Manufacturing',    'CC-400', 'Brno'),
    (5, 'Customer Support', 'CC-510', 'Lisbon'),
    (6, 'Finance',          'CC-600', 'Hamburg'),
    (7, 'Logistics',        'CC-700', 'Rotterdam'),
    (8, 'Human Resources',  'CC-800', 'Hamburg');

-- Employee 1 is the CEO; 2..8 head departments 2..8 and report to the CEO;
-- everyone else reports to the head of their department.
WITH names AS (
    SELECT ARRAY['Anna','Ben','Clara','David','Elena','Felix','Greta','Hugo','Ines','Jonas',
                 'Katrin','Lukas','Maria','Niklas','Olga','Pavel','Rosa','Stefan','Tereza','Tomas',
                 'Ursula','Viktor','Wiebke','Yusuf','Zofia','Marco','Lea','Jan','Sofia','Mateo'] AS firsts,
           ARRAY['Novak','Schmidt','Berg','Costa','Dvorak','Fischer','Hansen','Jensen','Keller','Lange',
                 'Meyer','Nielsen','Okafor','Peters','Quist','Richter','Santos','Vogel','Weber','Zimmer',
                 'Horak','Kaya','Larsen','Moreau','Silva','Brandt','Ferreira','Krause','Janssen','Wolf'] AS lasts
), base AS (
    SELECT i,
           CASE WHEN i = 1 THEN 1
                WHEN i <= 8 THEN i
                ELSE (ARRAY[2,2,2,2,2,3,3,3,3,4,4,4,4,4,5,5,5,6,6,7,7,7,8])
                         [1 + floor(pg_temp.r('e:' || i || ':d') * 23)::int]
           END AS dept,
           pg_temp.pick(names.firsts, 'e:' || i || ':f') AS first_name,
           pg_temp.pick(names.lasts, 'e:' || i || ':l') AS last_name
    FROM generate_series(1, 80) AS i, names
)
INSERT INTO employees (employee_id, department_id, manager_id, first_name, last_name, email, title, hired_at, salary)
SELECT i, dept,
       CASE WHEN i = 1 THEN NULL WHEN i <= 8 THEN 1 ELSE dept END,
       first_name, last_name,
       lower(first_name || '.' || last_name || i) || '@northwind-robotics.example',
       CASE WHEN i = 1 THEN 'Chief Executive Officer'
            WHEN i <= 8 THEN 'Head of ' || (SELECT name FROM departments WHERE department_id = dept)
            ELSE pg_temp.pick(CASE dept
                WHEN 2 THEN ARRAY['Account Executive','Sales Engineer','Key Account Manager','Inside Sales Representative']
                WHEN 3 THEN ARRAY['Mechanical Engineer','Firmware Engineer','Test Engineer','Product Engineer']
                WHEN 4 THEN ARRAY['Assembly Technician','Production Planner','Quality Inspector','Shift Lead']
                WHEN 5 THEN ARRAY['Support Specialist','Field Service Technician','Support Engineer']
                WHEN 6 THEN ARRAY['Accountant','Credit Controller','Financial Analyst']
                WHEN 7 THEN ARRAY['Warehouse Coordinator','Shipping Clerk','Logistics Planner']
                ELSE ARRAY['HR Generalist','Recruiter'] END, 'e:' || i || ':t')
       END,
       DATE '2012-01-01' + floor(pg_temp.r('e:' || i || ':h') * (CASE WHEN i <= 8 THEN 1500 ELSE 4700 END))::int,
       round((CASE WHEN i = 1 THEN 210000 WHEN i <= 8 THEN 115000 ELSE 42000 END
              * (1 + pg_temp.r('e:' || i || ':s') * 0.6))::numeric, -2)
FROM base
ORDER BY i;

-- 500 customers; names come from a permutation of prefix x suffix, so unique.
WITH w AS (
    SELECT ARRAY['Apex','Baltic','Cobalt','Delta','Elbe','Falcon','Granite','Helix','Iron','Jade',
                 'Keystone','Lumen','Meridian','Nordic','Orion','Pioneer','Quantum','Rhine','Summit','Titan',
                 'Unity','Vector','Weser','Xenon','Yukon','Zenith','Alpine','Boreal','Crest','Danube'] AS pre,
           ARRAY['Motors','Foods','Logistics','Pharma','Components','Dynamics','Industries','Plastics','Aero','Metals',
                 'Systems','Packaging','Works','Fabrication','Devices','Automation','Mobility','Labs','Assembly','Tooling'] AS suf,
           ARRAY['DE:Stuttgart','DE:Munich','DE:Hamburg','DE:Cologne','DE:Leipzig','CZ:Brno','CZ:Plzen',
                 'PL:Wroclaw','PL:Poznan','NL:Eindhoven','NL:Rotterdam','FR:Lyon','FR:Toulouse','IT:Turin',
                 'IT:Bologna','ES:Zaragoza','PT:Porto','SE:Gothenburg','DK:Aarhus','AT:Linz','US:Detroit',
                 'US:Austin','MX:Monterrey','GB:Coventry','JP:Nagoya'] AS places,
           (SELECT array_agg(employee_id ORDER BY employee_id) FROM employees WHERE department_id = 2) AS reps
), c AS (
    SELECT i, (i * 263) % 600 AS j, w.* FROM generate_series(1, 500) AS i, w
)
INSERT INTO customers (customer_id, name, industry, country, city, account_manager_id, payment_terms_days, created_at)
SELECT i,
       pre[1 + j % 30] || ' ' || suf[1 + j / 30] ||
           CASE WHEN pg_temp.r('c:' || i || ':g') < 0.5 THEN ' GmbH' WHEN pg_temp.r('c:' || i || ':g') < 0.8 THEN ' Ltd' ELSE ' Inc' END,
       pg_temp.pick(ARRAY['Automotive','Automotive','Electronics','Food & Beverage','Logistics',
                          'Pharmaceuticals','Metalworking','Metalworking','Aerospace','Plastics'], 'c:' || i || ':i'),
       split_part(pg_temp.pick(places, 'c:' || i || ':p'), ':', 1),
       split_part(pg_temp.pick(places, 'c:' || i || ':p'), ':', 2),
       reps[1 + floor(pg_temp.r('c:' || i || ':a') * cardinality(reps))::int],
       (ARRAY[14, 30, 30, 30, 45, 60])[1 + floor(pg_temp.r('c:' || i || ':t') * 6)::int],
       date_trunc('second', TIMESTAMPTZ '2019-01-01' + pg_temp.r('c:' || i || ':c') * (TIMESTAMPTZ '2025-09-01' - TIMESTAMPTZ '2019-01-01'))
FROM c
ORDER BY i;

-- 120 products, 15 per category.
WITH cat AS (
    SELECT * FROM (VALUES
        (0, 'Servo Motors',        'Servo Motor',       420),
        (1, 'Grippers',            'Gripper',           610),
        (2, 'Sensors',             'Sensor',            140),
        (3, 'Controllers',         'Motion Controller', 1350),
        (4, 'Actuators',           'Linear Actuator',   380),
        (5, 'Cables & Connectors', 'Cable Set',         45),
        (6, 'Vision Systems',      'Vision Camera',     2200),
        (7, 'Spare Parts',         'Bearing Kit',       25)
    ) AS t(k, category, base_name, base_price)
)
INSERT INTO products (product_id, sku, name, category, unit_price, discontinued)
SELECT i,
       'NR-' || (1000 + i * 3 + floor(pg_temp.r('p:' || i || ':s') * 3)::int),
       pg_temp.pick(ARRAY['Compact','Heavy-Duty','Precision','Standard','Cleanroom','High-Speed'], 'p:' || i || ':a')
           || ' ' || base_name || ' ' || chr(65 + (i * 7) % 26) || (100 + 10 * floor(pg_temp.r('p:' || i || ':m') * 90)::int),
       category,
       round((base_price * (0.5 + 1.5 * pg_temp.r('p:' || i || ':p')))::numeric, 2),
       pg_temp.r('p:' || i || ':x') < 0.08
FROM generate_series(1, 120) AS i
JOIN cat ON cat.k = (i - 1) % 8
ORDER BY i;

-- 4000 orders; never before the customer existed; big customers order more
-- (customer ids are drawn with a skew); mostly taken by the account manager.
WITH o AS (
    SELECT i,
           1 + floor(pow(pg_temp.r('o:' || i || ':c'), 1.6) * 500)::int AS customer_id
    FROM generate_series(1, 4000) AS i
), t AS (
    SELECT o.i, o.customer_id, c.account_manager_id,
           greatest(TIMESTAMPTZ '2023-01-01', c.created_at)
             + pg_temp.r('o:' || o.i || ':d') * (TIMESTAMPTZ '2025-12-31 18:00' - greatest(TIMESTAMPTZ '2023-01-01', c.created_at))
             AS ordered_at
    FROM o JOIN customers c USING (customer_id)
), s AS (
    SELECT t.*,
           CASE WHEN ordered_at > TIMESTAMPTZ '2025-12-27' THEN 'pending'
                WHEN ordered_at > TIMESTAMPTZ '2025-12-20' THEN 'processing'
                WHEN pg_temp.r('o:' || i || ':s') < 0.04 THEN 'cancelled'
                WHEN pg_temp.r('o:' || i || ':s') < 0.06 THEN 'returned'
                WHEN ordered_at > TIMESTAMPTZ '2025-12-01' THEN 'shipped'
                ELSE 'delivered' END AS status
    FROM t
)
INSERT INTO orders (order_id, customer_id, employee_id, ordered_at, status, shipped_at)
SELECT i, customer_id,
       CASE WHEN pg_temp.r('o:' || i || ':e') < 0.85 THEN account_manager_id
            ELSE (SELECT array_agg(employee_id ORDER BY employee_id) FROM employees WHERE department_id = 2)
                 [1 + floor(pg_temp.r('o:' || i || ':r') * (SELECT count(*) FROM employees WHERE department_id = 2))::int]
       END,
       date_trunc('minute', ordered_at),
       status,
       CASE WHEN status IN ('shipped', 'delivered', 'returned')
            THEN date_trunc('minute', ordered_at) + (1 + floor(pg_temp.r('o:' || i || ':p') * 9)) * INTERVAL '1 day'
       END
FROM s
ORDER BY i;

-- 1..5 lines per order, distinct products within an order; historical prices
-- rise towards today's list price.
INSERT INTO order_items (order_id, line_no, product_id, quantity, unit_price, discount)
SELECT o.order_id, l,
       p.product_id,
       1 + floor(pow(pg_temp.r('l:' || o.order_id || ':' || l || ':q'), 3) * 60)::int,
       round(p.unit_price * (0.9 + 0.1 * extract(epoch FROM o.ordered_at - TIMESTAMPTZ '2023-01-01')
                                       / extract(epoch FROM INTERVAL '3 years'))::numeric, 2),
       CASE WHEN pg_temp.r('l:' || o.order_id || ':' || l || ':d') < 0.7 THEN 0
            ELSE (ARRAY[0.02, 0.05, 0.10, 0.15])[1 + floor(pg_temp.r('l:' || o.order_id || ':' || l || ':k') * 4)::int]
       END
FROM orders o
CROSS JOIN LATERAL generate_series(1, 1 + floor(pg_temp.r('o:' || o.order_id || ':n') * 5)::int) AS l
JOIN products p ON p.product_id = 1 + (floor(pg_temp.r('o:' || o.order_id || ':b') * 120)::int + l * 37) % 120
ORDER BY o.order_id, l;

-- One invoice per shipped order; payment arrives around the due date, about
-- 4 % never pay, and nothing is paid after 2025-12-31.
WITH inv AS (
    SELECT o.order_id, o.shipped_at::date AS issued_at, c.payment_terms_days AS terms,
           (SELECT sum(round(quantity * unit_price * (1 - discount), 2)) FROM order_items oi WHERE oi.order_id = o.order_id) AS amount,
           row_number() OVER (ORDER BY o.shipped_at, o.order_id) AS n
    FROM orders o JOIN customers c USING (customer_id)
    WHERE o.shipped_at IS NOT NULL
), paid AS (
    SELECT inv.*,
           CASE WHEN pg_temp.r('i:' || order_id || ':u') < 0.04 THEN NULL
                ELSE issued_at + floor(pg_temp.r('i:' || order_id || ':p') * (terms + 25))::int
           END AS paid_at
    FROM inv
)
INSERT INTO invoices (invoice_id, invoice_number, order_id, issued_at, due_at, paid_at, amount)
SELECT n, 'INV-' || extract(year FROM issued_at) || '-' || lpad(n::text, 5, '0'), order_id,
       issued_at, issued_at + terms,
       CASE WHEN paid_at <= DATE '2025-12-31' THEN paid_at END,
       amount
FROM paid
ORDER BY n;

ANALYZE;
