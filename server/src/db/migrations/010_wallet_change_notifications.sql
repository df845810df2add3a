-- The profile (GET auth/profile/, asked by every signed-in screen) is kept by the read cache
-- (server/src/cache/readCache.ts) until its wallet's rows change. Its company already sends `w:<wallet>`
-- (migration 002); a sign-in writes the wallet's last_login_at, so that sends `w:<wallet>` too, on the same channel,
-- and every copy of the API shows the new last sign-in. A TRUNCATE sends `*`.
CREATE OR REPLACE FUNCTION overdive_notify_wallet_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('overdive_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('overdive_changes', 'w:' || OLD.address);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('overdive_changes', 'w:' || NEW.address);
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER IF EXISTS wallets_notify_change ON wallets;
CREATE TRIGGER wallets_notify_change AFTER INSERT OR UPDATE OR DELETE ON wallets
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_wallet_change();
DROP TRIGGER IF EXISTS wallets_notify_truncate ON wallets;
CREATE TRIGGER wallets_notify_truncate AFTER TRUNCATE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION overdive_notify_wallet_change();
