-- Northwind Robotics: a fictional maker and reseller of industrial robot
-- parts, written for KnowledgeStack's demo. Schema only; 02_data.sql fills it
-- deterministically and 03_reader.sql adds the read-only role the app uses.
-- Loaded by `scripts/db.sh demo-db` and by the compose demo database
-- (/docker-entrypoint-initdb.d runs the files in name order).

SET TimeZone = 'UTC';

CREATE TABLE departments (
    department_id integer PRIMARY KEY,
    name          text    NOT NULL UNIQUE,
    cost_center   text    NOT NULL UNIQUE CHECK (cost_center ~ '^CC-[0-9]{3}$'),
    location      text    NOT NULL
);
COMMENT ON TABLE departments IS 'Organisational units of Northwind Robotics.';
COMMENT ON COLUMN departments.cost_center IS 'Finance cost center code, e.g. CC-210.';
COMMENT ON COLUMN departments.location IS 'City of the office the department works from.';

CREATE TABLE employees (
    employee_id   integer PRIMARY KEY,
    department_id integer NOT NULL REFERENCES departments,
    manager_id    integer REFERENCES employees,
    first_name    text    NOT NULL,
    last_name     text    NOT NULL,
    email         text    NOT NULL UNIQUE CHECK (email LIKE '%@northwind-robotics.example'),
    title         text    NOT NULL,
    hired_at      date    NOT NULL CHECK (hired_at >= DATE '2012-01-01'),
    salary        numeric(10, 2) NOT NULL CHECK (salary > 0),
    CHECK (manager_id IS NULL OR manager_id <> employee_id)
);
CREATE INDEX employees_department_idx ON employees (department_id);
CREATE INDEX employees_manager_idx ON employees (manager_id);
COMMENT ON TABLE employees IS 'Staff; every employee except the CEO reports to a manager.';
COMMENT ON COLUMN employees.manager_id IS 'The employee this one reports to; NULL only for the CEO.';
COMMENT ON COLUMN employees.salary IS 'Yearly gross salary in EUR.';

CREATE TABLE customers (
    customer_id   integer PRIMARY KEY,
    name          text    NOT NULL UNIQUE,
    industry      text    NOT NULL CHECK (industry IN ('Automotive', 'Electronics', 'Food & Beverage',
                      'Logistics', 'Pharmaceuticals', 'Metalworking', 'Aerospace', 'Plastics')),
    country       text    NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
    city          text    NOT NULL,
    account_manager_id integer REFERENCES employees,
    payment_terms_days integer NOT NULL DEFAULT 30 CHECK (payment_terms_days IN (14, 30, 45, 60)),
    created_at    timestamptz NOT NULL
);
CREATE INDEX customers_country_idx ON customers (country);
CREATE INDEX customers_industry_idx ON customers (industry);
COMMENT ON TABLE customers IS 'Companies that buy from Northwind Robotics.';
COMMENT ON COLUMN customers.country IS 'ISO 3166-1 alpha-2 country code.';
COMMENT ON COLUMN customers.account_manager_id IS 'Sales employee who owns the account.';
COMMENT ON COLUMN customers.payment_terms_days IS 'Days between invoice and due date.';
COMMENT ON COLUMN customers.created_at IS 'When the customer account was opened.';

CREATE TABLE products (
    product_id    integer PRIMARY KEY,
    sku           text    NOT NULL UNIQUE CHECK (sku ~ '^NR-[0-9]{4}$'),
    name          text    NOT NULL,
    category      text    NOT NULL CHECK (category IN ('Servo Motors', 'Grippers', 'Sensors',
                      'Controllers', 'Actuators', 'Cables & Connectors', 'Vision Systems', 'Spare Parts')),
    unit_price    numeric(10, 2) NOT NULL CHECK (unit_price > 0),
    discontinued  boolean NOT NULL DEFAULT false
);
CREATE INDEX products_category_idx ON products (category);
COMMENT ON TABLE products IS 'Catalogue of parts sold; prices in EUR, current list price.';
COMMENT ON COLUMN products.sku IS 'Stock keeping unit, NR- and four digits, e.g. NR-1042.';
COMMENT ON COLUMN products.unit_price IS 'Current list price per unit in EUR (orders keep the price they were sold at).';

CREATE TABLE orders (
    order_id      integer PRIMARY KEY,
    customer_id   integer NOT NULL REFERENCES customers,
    employee_id   integer NOT NULL REFERENCES employees,
    ordered_at    timestamptz NOT NULL CHECK (ordered_at >= '2023-01-01' AND ordered_at < '2026-01-01'),
    status        text    NOT NULL CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned')),
    shipped_at    timestamptz,
    CHECK (shipped_at IS NULL OR shipped_at >= ordered_at),
    CHECK ((status IN ('shipped', 'delivered', 'returned')) = (shipped_at IS NOT NULL))
);
CREATE INDEX orders_customer_idx ON orders (customer_id);
CREATE INDEX orders_employee_idx ON orders (employee_id);
CREATE INDEX orders_ordered_at_idx ON orders (ordered_at);
COMMENT ON TABLE orders IS 'Customer orders, January 2023 to December 2025.';
COMMENT ON COLUMN orders.employee_id IS 'Sales employee who took the order.';
COMMENT ON COLUMN orders.status IS 'pending, processing, shipped, delivered, cancelled or returned.';

CREATE TABLE order_items (
    order_id      integer NOT NULL REFERENCES orders ON DELETE CASCADE,
    line_no       integer NOT NULL CHECK (line_no > 0),
    product_id    integer NOT NULL REFERENCES products,
    quantity      integer NOT NULL CHECK (quantity > 0),
    unit_price    numeric(10, 2) NOT NULL CHECK (unit_price > 0),
    discount      numeric(4, 3) NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount < 0.5),
    PRIMARY KEY (order_id, line_no)
);
CREATE INDEX order_items_product_idx ON order_items (product_id);
COMMENT ON TABLE order_items IS 'Lines of an order: one product, its quantity and the price it was sold at.';
COMMENT ON COLUMN order_items.unit_price IS 'Price per unit in EUR at the time of the order, before discount.';
COMMENT ON COLUMN order_items.discount IS 'Fraction taken off the line, e.g. 0.050 for 5 %.';

CREATE TABLE invoices (
    invoice_id    integer PRIMARY KEY,
    invoice_number text   NOT NULL UNIQUE,
    order_id      integer NOT NULL UNIQUE REFERENCES orders,
    issued_at     date    NOT NULL,
    due_at        date    NOT NULL,
    paid_at       date,
    amount        numeric(12, 2) NOT NULL CHECK (amount > 0),
    CHECK (due_at >= issued_at),
    CHECK (paid_at IS NULL OR paid_at >= issued_at)
);
CREATE INDEX invoices_issued_at_idx ON invoices (issued_at);
CREATE INDEX invoices_unpaid_idx ON invoices (due_at) WHERE paid_at IS NULL;
COMMENT ON TABLE invoices IS 'One invoice per shipped order; amount is the sum of its lines after discount, in EUR.';
COMMENT ON COLUMN invoices.paid_at IS 'Date the payment arrived; NULL while unpaid.';
COMMENT ON COLUMN invoices.due_at IS 'issued_at plus the customer''s payment terms.';
