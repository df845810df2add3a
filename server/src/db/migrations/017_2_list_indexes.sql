-- migrate: outside a transaction
-- The orders list at any size (docs/performance.md "Ten million orders"), built without blocking order writes: each
-- index is built CONCURRENTLY, which PostgreSQL allows only outside a transaction, so server/src/db/migrate.ts runs this
-- file statement by statement (and builds again an index a crash left half-built).
--
-- Keyset pages (server/src/orders/list.ts): every sort of the screen is an index that ends with the order's id, so
-- a page after any row is one index range, however deep; they replace the indexes on (company, created_at DESC),
-- (company, status, created_at DESC) and (company, product, created_at DESC), which the new ones serve too.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_company_created_id_idx ON orders (company_id, created_at, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_company_status_created_id_idx
  ON orders (company_id, status, created_at, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_company_product_created_id_idx
  ON orders (company_id, product_id, created_at, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_company_total_id_idx ON orders (company_id, total, id);
-- Order numbers sort as numbers (017_1_read_models.sql, order_number_rank).
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_company_number_rank_idx
  ON orders (company_id, order_number_rank(number), id);

-- A search for the start of an order number (`ORD-2026-00`, server/src/orders/list.ts searchOf): a range of the
-- company's numbers, where a trigram search would read every order of the year.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_company_number_prefix_idx
  ON orders (company_id, number text_pattern_ops);

-- The screen's search (docs/product.md §9: an order number or a buyer address, or a part of one, any case): trigram
-- indexes answer ILIKE '%…%' without reading every order of the company.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_number_trgm_idx ON orders USING gin (number gin_trgm_ops);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_buyer_address_trgm_idx
  ON orders USING gin (buyer_address gin_trgm_ops);

DROP INDEX CONCURRENTLY IF EXISTS orders_company_created_idx;
DROP INDEX CONCURRENTLY IF EXISTS orders_company_status_created_idx;
DROP INDEX CONCURRENTLY IF EXISTS orders_company_product_created_idx;
-- Served the per-product sums of licences sold and held, which product_counters replaced.
DROP INDEX CONCURRENTLY IF EXISTS orders_product_status_idx;
