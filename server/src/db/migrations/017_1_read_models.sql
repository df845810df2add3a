-- Read models that cost the same at any number of orders (docs/performance.md "Ten million orders"). Home's figures and
-- every product's licences sold and held used to be summed from the orders on each read; they are now counters kept
-- by the database itself, in the transaction of every change of an order, whoever makes it (an API route, the expiry
-- sweep, a refund, plain SQL): the triggers below are the one place their rule is written.
--
--   product_counters  per product: its orders in each status (docs/product.md §8), the licences sold (quantities of
--                     paid and completed orders) and the licences held (the quantities in order_holds). A company's
--                     counts are the sum of its products' rows.
--   order_holds       the unpaid orders that hold their licences (docs/product.md §7: from the order until expires_at
--                     plus the payment grace). A row is added when an order is placed and removed when it is paid,
--                     cancelled or failed, or when its hold ends (releaseEndedHolds in server/src/products/repository.ts
--                     removes those, under the product's lock, before any read or decision that counts them and in the
--                     expiry sweep).
--   revenue_days      per company, token and UTC day: the totals of paid and completed orders paid that day (Home's
--                     chart and its 30-day and all-time figures, docs/product.md §9).
--
-- Lock order. Every change of these rows happens under the row lock of the product concerned (FOR NO KEY UPDATE, what
-- placing an order takes, products/repository.ts lockProduct), taken first and in id order when a statement touches
-- several products; the counter rows follow. So two changes of one product wait for each other instead of
-- deadlocking, and changes of different products never wait at all, even within one company.
--
-- The migration blocks order writes (not reads) while it counts the existing orders: the orders table is locked in
-- SHARE ROW EXCLUSIVE mode first, so that no order changes between the count and the triggers.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE product_counters (
  product_id       uuid PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  company_id       uuid NOT NULL,
  pending_payment  bigint NOT NULL DEFAULT 0,
  paid             bigint NOT NULL DEFAULT 0,
  completed        bigint NOT NULL DEFAULT 0,
  refunded         bigint NOT NULL DEFAULT 0,
  expired          bigint NOT NULL DEFAULT 0,
  cancelled        bigint NOT NULL DEFAULT 0,
  failed           bigint NOT NULL DEFAULT 0,
  licenses_sold    bigint NOT NULL DEFAULT 0,
  licenses_held    bigint NOT NULL DEFAULT 0
);
CREATE INDEX product_counters_company_idx ON product_counters (company_id);

CREATE TABLE order_holds (
  order_id    uuid PRIMARY KEY,
  product_id  uuid NOT NULL,
  company_id  uuid NOT NULL,
  quantity    integer NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX order_holds_product_expires_idx ON order_holds (product_id, expires_at);
CREATE INDEX order_holds_company_expires_idx ON order_holds (company_id, expires_at);
CREATE INDEX order_holds_expires_idx ON order_holds (expires_at);

CREATE TABLE revenue_days (
  company_id      uuid NOT NULL,
  token_address   text NOT NULL,
  token_symbol    text NOT NULL,
  token_decimals  integer NOT NULL,
  day             date NOT NULL,
  amount          numeric(78, 0) NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, token_address, token_symbol, token_decimals, day)
);

-- An order as a counter sees it: `sign` is +1 for a row as it is now, -1 for a row as it was.
CREATE TYPE order_change AS (
  sign            integer,
  order_id        uuid,
  company_id      uuid,
  product_id      uuid,
  status          text,
  quantity        integer,
  total           numeric(78, 0),
  token_address   text,
  token_symbol    text,
  token_decimals  integer,
  paid_at         timestamptz,
  expires_at      timestamptz
);

-- What the counters of one product move by.
CREATE TYPE product_counter_delta AS (
  product_id       uuid,
  company_id       uuid,
  pending_payment  bigint,
  paid             bigint,
  completed        bigint,
  refunded         bigint,
  expired          bigint,
  cancelled        bigint,
  failed           bigint,
  licenses_sold    bigint,
  licenses_held    bigint
);

-- The products' row locks, in id order: the lock every change of the counters takes first (see "Lock order").
CREATE FUNCTION lock_products_for_counters(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
END;
$$;

-- Adds deltas to the products' counters, a row per product (created at its first order), in product id order.
CREATE FUNCTION product_counters_add(deltas product_counter_delta[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_products_for_counters(ARRAY(SELECT DISTINCT d.product_id FROM unnest(deltas) d));
  INSERT INTO product_counters AS c (product_id, company_id, pending_payment, paid, completed, refunded, expired,
                                     cancelled, failed, licenses_sold, licenses_held)
  SELECT d.product_id, min(d.company_id::text)::uuid, sum(d.pending_payment), sum(d.paid), sum(d.completed),
         sum(d.refunded), sum(d.expired), sum(d.cancelled), sum(d.failed), sum(d.licenses_sold), sum(d.licenses_held)
    FROM unnest(deltas) d
   GROUP BY d.product_id
  HAVING sum(d.pending_payment) <> 0 OR sum(d.paid) <> 0 OR sum(d.completed) <> 0 OR sum(d.refunded) <> 0
      OR sum(d.expired) <> 0 OR sum(d.cancelled) <> 0 OR sum(d.failed) <> 0 OR sum(d.licenses_sold) <> 0
      OR sum(d.licenses_held) <> 0
   ORDER BY d.product_id
  ON CONFLICT (product_id) DO UPDATE SET
    pending_payment = c.pending_payment + EXCLUDED.pending_payment,
    paid = c.paid + EXCLUDED.paid,
    completed = c.completed + EXCLUDED.completed,
    refunded = c.refunded + EXCLUDED.refunded,
    expired = c.expired + EXCLUDED.expired,
    cancelled = c.cancelled + EXCLUDED.cancelled,
    failed = c.failed + EXCLUDED.failed,
    licenses_sold = c.licenses_sold + EXCLUDED.licenses_sold,
    licenses_held = c.licenses_held + EXCLUDED.licenses_held;
END;
$$;

-- THE RULE (docs/product.md §7–§9), applied to the rows a statement changed, as they were (-1) and are (+1):
--   * an order counts once in its status's column;
--   * paid and completed orders count their quantity as licences sold, and their total as revenue on the UTC day of
--     paid_at (refunded ones were given back);
--   * an order placed unpaid holds its quantity (a row of order_holds) until it leaves pending_payment and expired:
--     paid, cancelled, failed (or deleted). Its hold also ends when expires_at plus the payment grace has passed,
--     which releaseEndedHolds (server/src/products/repository.ts) applies: it deletes the row, and order_holds'
--     trigger counts that.
-- The view order_counters_recount below is the same rule summed over every order: the migration's backfill and the
-- tests' recount use it.
CREATE FUNCTION order_changes_apply(changes order_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  PERFORM lock_products_for_counters(ARRAY(SELECT DISTINCT c.product_id FROM unnest(changes) c));

  -- Holds: an order that left the unpaid statuses (or its row) stops holding; an order placed unpaid starts; a hold
  -- follows its order's expires_at.
  DELETE FROM order_holds h
   USING (SELECT o.order_id FROM unnest(changes) o WHERE o.sign = -1
          EXCEPT
          SELECT n.order_id FROM unnest(changes) n
           WHERE n.sign = 1 AND n.status IN ('pending_payment', 'expired')) gone
   WHERE h.order_id = gone.order_id;
  UPDATE order_holds h SET expires_at = n.expires_at
    FROM unnest(changes) n
   WHERE n.sign = 1 AND h.order_id = n.order_id AND h.expires_at <> n.expires_at;
  INSERT INTO order_holds (order_id, product_id, company_id, quantity, expires_at)
  SELECT n.order_id, n.product_id, n.company_id, n.quantity, n.expires_at
    FROM unnest(changes) n
   WHERE n.sign = 1 AND n.status IN ('pending_payment', 'expired')
     AND n.order_id NOT IN (SELECT o.order_id FROM unnest(changes) o WHERE o.sign = -1)
   ORDER BY n.order_id
  ON CONFLICT (order_id) DO NOTHING;

  PERFORM product_counters_add(ARRAY(
    SELECT ROW(c.product_id, c.company_id,
               CASE WHEN c.status = 'pending_payment' THEN c.sign ELSE 0 END,
               CASE WHEN c.status = 'paid' THEN c.sign ELSE 0 END,
               CASE WHEN c.status = 'completed' THEN c.sign ELSE 0 END,
               CASE WHEN c.status = 'refunded' THEN c.sign ELSE 0 END,
               CASE WHEN c.status = 'expired' THEN c.sign ELSE 0 END,
               CASE WHEN c.status = 'cancelled' THEN c.sign ELSE 0 END,
               CASE WHEN c.status = 'failed' THEN c.sign ELSE 0 END,
               CASE WHEN c.status IN ('paid', 'completed') THEN c.sign * c.quantity ELSE 0 END,
               0)::product_counter_delta
      FROM unnest(changes) c));

  INSERT INTO revenue_days AS r (company_id, token_address, token_symbol, token_decimals, day, amount)
  SELECT c.company_id, c.token_address, c.token_symbol, c.token_decimals, (c.paid_at AT TIME ZONE 'UTC')::date,
         sum(c.sign * c.total)
    FROM unnest(changes) c
   WHERE c.status IN ('paid', 'completed') AND c.paid_at IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c.sign * c.total) <> 0
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, token_address, token_symbol, token_decimals, day)
  DO UPDATE SET amount = r.amount + EXCLUDED.amount;
END;
$$;

-- The orders' rows a statement inserted, updated or deleted, as order_change values. (PostgreSQL allows transition
-- tables on a trigger of one event only, hence three triggers and this switch.)
CREATE FUNCTION orders_counters_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes order_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := ARRAY(
      SELECT ROW(1, n.id, n.company_id, n.product_id, n.status, n.quantity, n.total, n.token_address, n.token_symbol,
                 n.token_decimals, n.paid_at, n.expires_at)::order_change
        FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    changes := ARRAY(
      SELECT ROW(-1, o.id, o.company_id, o.product_id, o.status, o.quantity, o.total, o.token_address, o.token_symbol,
                 o.token_decimals, o.paid_at, o.expires_at)::order_change
        FROM old_rows o);
  ELSE
    -- Only the rows whose counted fields changed (a note or updated_at alone moves nothing); expires_at moves a hold's
    -- end.
    changes := ARRAY(
      SELECT c.change
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       CROSS JOIN LATERAL (VALUES
         (ROW(-1, o.id, o.company_id, o.product_id, o.status, o.quantity, o.total, o.token_address, o.token_symbol,
              o.token_decimals, o.paid_at, o.expires_at)::order_change),
         (ROW(1, n.id, n.company_id, n.product_id, n.status, n.quantity, n.total, n.token_address, n.token_symbol,
              n.token_decimals, n.paid_at, n.expires_at)::order_change)) c (change)
       WHERE (o.status, o.quantity, o.total, o.paid_at, o.expires_at, o.product_id, o.company_id, o.token_address)
             IS DISTINCT FROM
             (n.status, n.quantity, n.total, n.paid_at, n.expires_at, n.product_id, n.company_id, n.token_address));
  END IF;
  PERFORM order_changes_apply(changes);
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_counters_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_counters_trigger();
CREATE TRIGGER orders_counters_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_counters_trigger();
CREATE TRIGGER orders_counters_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_counters_trigger();

-- Licences held = the quantities in order_holds, whoever adds or removes a row.
CREATE FUNCTION order_holds_counters_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_counters_add(ARRAY(
      SELECT ROW(n.product_id, n.company_id, 0, 0, 0, 0, 0, 0, 0, 0, n.quantity)::product_counter_delta
        FROM new_rows n));
  ELSE
    PERFORM product_counters_add(ARRAY(
      SELECT ROW(o.product_id, o.company_id, 0, 0, 0, 0, 0, 0, 0, 0, -o.quantity)::product_counter_delta
        FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$;

-- A hold that ends changes what the company's cached reads show (002_change_notifications.sql).
CREATE TRIGGER order_holds_notify_change AFTER INSERT OR UPDATE OR DELETE ON order_holds
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_change();

CREATE TRIGGER order_holds_counters_insert AFTER INSERT ON order_holds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_holds_counters_trigger();
CREATE TRIGGER order_holds_counters_delete AFTER DELETE ON order_holds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_holds_counters_trigger();

-- The counters as the rule makes them from every order: the backfill below, and the tests' recount
-- (server/test/orderCounters.test.ts), which must equal the counters after any mix of changes.
CREATE VIEW order_counters_recount AS
SELECT o.product_id, min(o.company_id::text)::uuid AS company_id,
       count(*) FILTER (WHERE o.status = 'pending_payment') AS pending_payment,
       count(*) FILTER (WHERE o.status = 'paid') AS paid,
       count(*) FILTER (WHERE o.status = 'completed') AS completed,
       count(*) FILTER (WHERE o.status = 'refunded') AS refunded,
       count(*) FILTER (WHERE o.status = 'expired') AS expired,
       count(*) FILTER (WHERE o.status = 'cancelled') AS cancelled,
       count(*) FILTER (WHERE o.status = 'failed') AS failed,
       COALESCE(sum(o.quantity) FILTER (WHERE o.status IN ('paid', 'completed')), 0) AS licenses_sold,
       COALESCE((SELECT sum(h.quantity) FROM order_holds h WHERE h.product_id = o.product_id), 0) AS licenses_held
  FROM orders o
 GROUP BY o.product_id;

CREATE VIEW revenue_days_recount AS
SELECT company_id, token_address, token_symbol, token_decimals, (paid_at AT TIME ZONE 'UTC')::date AS day,
       sum(total) AS amount
  FROM orders
 WHERE status IN ('paid', 'completed') AND paid_at IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5;

-- Backfill. Orders still holding: unpaid ones before expires_at plus the payment grace (PAYMENT_GRACE_SECONDS, 60 s in
-- server/src/products/repository.ts), found through the partial indexes on pending and expired orders. The inserts
-- fire order_holds' trigger, which counts them as held.
INSERT INTO order_holds (order_id, product_id, company_id, quantity, expires_at)
SELECT id, product_id, company_id, quantity, expires_at FROM orders
 WHERE status = 'pending_payment' AND expires_at > now() - interval '60 seconds'
UNION ALL
SELECT id, product_id, company_id, quantity, expires_at FROM orders
 WHERE status = 'expired' AND expires_at > now() - interval '60 seconds';

INSERT INTO product_counters AS c (product_id, company_id, pending_payment, paid, completed, refunded, expired,
                                   cancelled, failed, licenses_sold, licenses_held)
SELECT product_id, company_id, pending_payment, paid, completed, refunded, expired, cancelled, failed, licenses_sold,
       licenses_held
  FROM order_counters_recount
ON CONFLICT (product_id) DO UPDATE SET
  pending_payment = EXCLUDED.pending_payment, paid = EXCLUDED.paid, completed = EXCLUDED.completed,
  refunded = EXCLUDED.refunded, expired = EXCLUDED.expired, cancelled = EXCLUDED.cancelled,
  failed = EXCLUDED.failed, licenses_sold = EXCLUDED.licenses_sold, licenses_held = EXCLUDED.licenses_held;

INSERT INTO revenue_days (company_id, token_address, token_symbol, token_decimals, day, amount)
SELECT company_id, token_address, token_symbol, token_decimals, day, amount FROM revenue_days_recount;

-- Order numbers sort as numbers (docs/product.md §8 `ORD-YYYY-NNNNNN`, whose NNNNNN grows past six digits): the
-- year, then the number, as one bigint; anything else ranks 0. Immutable, so an index can hold it
-- (017_2_list_indexes.sql) and the orders list sorts and pages by it (server/src/orders/list.ts).
CREATE FUNCTION order_number_rank(number text) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN number ~ '^ORD-[0-9]{4}-[0-9]{1,14}$'
              THEN split_part(number, '-', 2)::bigint * 100000000000000 + split_part(number, '-', 3)::bigint
              ELSE 0 END;
$$;
