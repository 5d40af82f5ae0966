package dbconn

import "testing"

// benchQueries are typical analyst queries against the pagila schema.
var benchQueries = []struct{ name, sql string }{
	{"simple_filter", "SELECT title, rental_rate FROM film WHERE rating = 'PG' AND length > 90 ORDER BY title"},
	{"join_three_tables", `SELECT c.first_name, c.last_name, a.address, ci.city
FROM customer c JOIN address a ON a.address_id = c.address_id JOIN city ci ON ci.city_id = a.city_id
WHERE c.active = 1`},
	{"group_by_having", `SELECT cat.name, count(*) AS films, avg(f.length) AS avg_length
FROM film f JOIN film_category fc USING (film_id) JOIN category cat USING (category_id)
GROUP BY cat.name HAVING count(*) > 50 ORDER BY films DESC`},
	{"cte_monthly_revenue", `WITH monthly AS (
  SELECT date_trunc('month', payment_date) AS month, sum(amount) AS revenue FROM payment GROUP BY 1
)
SELECT month, revenue, revenue - lag(revenue) OVER (ORDER BY month) AS change FROM monthly ORDER BY month`},
	{"window_rank", `SELECT film_id, title, rating, rank() OVER (PARTITION BY rating ORDER BY rental_rate DESC, length DESC) AS r
FROM film`},
	{"top_customers_subquery", `SELECT c.customer_id, c.email, t.total FROM customer c
JOIN (SELECT customer_id, sum(amount) AS total FROM payment GROUP BY customer_id) t USING (customer_id)
WHERE t.total > (SELECT avg(amount) * 30 FROM payment) ORDER BY t.total DESC LIMIT 10`},
	{"multi_cte_case", `WITH rentals AS (
  SELECT r.customer_id, count(*) AS n, max(r.rental_date) AS last_rental FROM rental r GROUP BY r.customer_id
), tiers AS (
  SELECT customer_id, CASE WHEN n >= 40 THEN 'gold' WHEN n >= 25 THEN 'silver' ELSE 'bronze' END AS tier, last_rental
  FROM rentals
)
SELECT tier, count(*), min(last_rental), max(last_rental) FROM tiers GROUP BY tier ORDER BY 2 DESC`},
	{"exists_and_in", `SELECT a.actor_id, a.first_name, a.last_name FROM actor a
WHERE EXISTS (SELECT 1 FROM film_actor fa JOIN film f USING (film_id) WHERE fa.actor_id = a.actor_id AND f.rating IN ('R', 'NC-17'))
  AND a.last_name ILIKE 'S%'`},
}

// BenchmarkCheck measures the guard's parse + validate time per statement for typical analyst queries.
func BenchmarkCheck(b *testing.B) {
	for _, q := range benchQueries {
		b.Run(q.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Check(q.sql); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
