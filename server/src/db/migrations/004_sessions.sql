-- Sessions (docs/product.md §7): a session is one sign-in and the tokens refreshed from it. Every JWT carries its
-- session's id (`sid`); ending the session (ended_at) rejects all of its tokens at once, and no token's `exp` lies
-- beyond created_at + SESSION_MAX_AGE_SECONDS. user_agent and ip are those of the sign-in request, shown to the
-- wallet on /manage so it can tell its devices apart.
CREATE TABLE sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wallet        text NOT NULL CHECK (wallet ~ '^0x[0-9a-f]{40}$'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Written on refresh and at most once a minute otherwise, never on every request (server/src/auth/tokens.ts).
  last_used_at  timestamptz NOT NULL DEFAULT now(),
  user_agent    text NOT NULL DEFAULT '' CHECK (char_length(user_agent) <= 512),
  ip            text CHECK (char_length(ip) <= 64),
  ended_at      timestamptz
);
-- The wallet's live sessions (GET auth/sessions/, logout everywhere).
CREATE INDEX sessions_wallet_live_idx ON sessions (wallet, last_used_at DESC) WHERE ended_at IS NULL;
-- Pruning ended and outlived sessions.
CREATE INDEX sessions_created_at_idx ON sessions (created_at);

-- The read cache (server/src/cache/readCache.ts) keeps each token's check, which reads its session; a change that
-- can decide it (ended, its start or wallet changed, the row gone) sends `s:<session id>` on the channel of
-- migration 002, so every copy of the API refuses the session's tokens at once. last_used_at alone changes no
-- decision and sends nothing, so the once-a-minute touch does not empty anyone's cache.
CREATE OR REPLACE FUNCTION overdive_notify_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('overdive_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('overdive_changes', 's:' || OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('overdive_changes', 's:' || NEW.id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_notify_insert_delete AFTER INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_session_change();
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.wallet IS DISTINCT FROM NEW.wallet
        OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION overdive_notify_session_change();
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION overdive_notify_session_change();
