-- API keys (docs/product.md §12.2): a company's keys for its own systems. The key itself (`od_` and 32 random bytes in
-- base64url) is shown once, in the answer that created it; only its SHA-256 (lowercase hex) is kept, with its first
-- characters (`prefix`) so the licensor can tell keys apart. A revoked key keeps its row (revoked_at), so a call
-- with it is told it was revoked rather than unknown, and the list shows live keys only.
CREATE TABLE api_keys (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id    uuid NOT NULL REFERENCES companies (id),
  name          text NOT NULL CHECK (name ~ '^[A-Za-z0-9 ._-]{1,64}$'),
  prefix        text NOT NULL CHECK (prefix ~ '^od_[A-Za-z0-9_-]{8}$'),
  key_hash      text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  scopes        text[] NOT NULL CHECK (cardinality(scopes) > 0
                                       AND scopes <@ ARRAY['orders:read', 'orders:write', 'products:read']),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Written at most once a minute per key, never on every call (server/src/apiKeys/keyService.ts).
  last_used_at  timestamptz,
  revoked_at    timestamptz
);
-- The company's live keys, newest first (GET companies/api-keys/, the per-company limit).
CREATE INDEX api_keys_company_live_idx ON api_keys (company_id, created_at DESC) WHERE revoked_at IS NULL;

-- The read cache (server/src/cache/readCache.ts) keeps each key's check; a change that can decide it (revoked, its
-- scopes, company or hash changed, the row gone) sends `k:<key hash>` on the channel of migration 002, so every copy
-- of the API refuses a revoked key at once. last_used_at alone changes no decision and sends nothing.
CREATE OR REPLACE FUNCTION overdive_notify_api_key_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('overdive_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('overdive_changes', 'k:' || OLD.key_hash);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('overdive_changes', 'k:' || NEW.key_hash);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER api_keys_notify_insert_delete AFTER INSERT OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_api_key_change();
CREATE TRIGGER api_keys_notify_update AFTER UPDATE ON api_keys
  FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
        OR OLD.scopes IS DISTINCT FROM NEW.scopes
        OR OLD.company_id IS DISTINCT FROM NEW.company_id
        OR OLD.key_hash IS DISTINCT FROM NEW.key_hash)
  EXECUTE FUNCTION overdive_notify_api_key_change();
CREATE TRIGGER api_keys_notify_truncate AFTER TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION overdive_notify_api_key_change();
