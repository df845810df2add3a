-- Change notifications for the API's read cache (docs/performance.md: server/src/cache/readCache.ts). Every committed change to
-- the rows the cached reads are made of sends a NOTIFY on `overdive_changes` naming what changed:
--   w:<wallet address>   a company row (its wallet's company lookup)
--   c:<company id>       a company, or one of its products or orders (its cached lists)
--   r:<jti>              a token revocation (logout, refresh; its removal too)
--   *                    a TRUNCATE of any of these tables: anything may have changed
-- An UPDATE names both the old and the new wallet or company when they differ. PostgreSQL delivers a transaction's
-- notifications at commit, once per distinct payload, so a bulk change of many rows of one company is one message;
-- every copy of the API sharing the database hears it, and so does a change made with plain SQL outside the API.
-- Written to be safe to run again (CREATE OR REPLACE, DROP … IF EXISTS), although the runner applies it once.

CREATE OR REPLACE FUNCTION overdive_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_keys text[] := '{}';
  new_keys text[] := '{}';
  changed_key text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('overdive_changes', '*');
    RETURN NULL;
  END IF;
  -- OLD and NEW are only read where they exist (an INSERT has no OLD, a DELETE no NEW).
  IF TG_OP <> 'INSERT' THEN
    IF TG_TABLE_NAME = 'companies' THEN
      old_keys := ARRAY['w:' || OLD.wallet_address, 'c:' || OLD.id];
    ELSIF TG_TABLE_NAME = 'revoked_tokens' THEN
      old_keys := ARRAY['r:' || OLD.jti];
    ELSE
      old_keys := ARRAY['c:' || OLD.company_id];
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF TG_TABLE_NAME = 'companies' THEN
      new_keys := ARRAY['w:' || NEW.wallet_address, 'c:' || NEW.id];
    ELSIF TG_TABLE_NAME = 'revoked_tokens' THEN
      new_keys := ARRAY['r:' || NEW.jti];
    ELSE
      new_keys := ARRAY['c:' || NEW.company_id];
    END IF;
  END IF;
  FOREACH changed_key IN ARRAY new_keys LOOP
    PERFORM pg_notify('overdive_changes', changed_key);
  END LOOP;
  -- An UPDATE that moved the row to another wallet or company changes the old one's reads too.
  FOREACH changed_key IN ARRAY old_keys LOOP
    IF NOT changed_key = ANY (new_keys) THEN
      PERFORM pg_notify('overdive_changes', changed_key);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;

DROP TRIGGER IF EXISTS companies_notify_change ON companies;
CREATE TRIGGER companies_notify_change AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_change();
DROP TRIGGER IF EXISTS products_notify_change ON products;
CREATE TRIGGER products_notify_change AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_change();
DROP TRIGGER IF EXISTS orders_notify_change ON orders;
CREATE TRIGGER orders_notify_change AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_change();
DROP TRIGGER IF EXISTS revoked_tokens_notify_change ON revoked_tokens;
CREATE TRIGGER revoked_tokens_notify_change AFTER INSERT OR UPDATE OR DELETE ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_change();

DROP TRIGGER IF EXISTS companies_notify_truncate ON companies;
CREATE TRIGGER companies_notify_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION overdive_notify_change();
DROP TRIGGER IF EXISTS products_notify_truncate ON products;
CREATE TRIGGER products_notify_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION overdive_notify_change();
DROP TRIGGER IF EXISTS orders_notify_truncate ON orders;
CREATE TRIGGER orders_notify_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION overdive_notify_change();
DROP TRIGGER IF EXISTS revoked_tokens_notify_truncate ON revoked_tokens;
CREATE TRIGGER revoked_tokens_notify_truncate AFTER TRUNCATE ON revoked_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION overdive_notify_change();
