-- Signed calls are EIP-4361 messages with a nonce from auth/nonce/ (docs/product.md §6): the nonce, deleted when used,
-- is what makes a signature single use, so the table of used signatures goes.
DROP TABLE IF EXISTS used_signatures;

-- Nonces are deleted once used (docs/product.md §6: gone from the database once used or 10 minutes old).
ALTER TABLE auth_nonces DROP COLUMN IF EXISTS used_at;

-- Every payout address change, with the old and the new address (docs/product.md §7), for Home's notice of changes in
-- the last 7 days (docs/product.md §9). Kept beyond that week as the company's record of where its money went.
CREATE TABLE payout_changes (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id      uuid NOT NULL REFERENCES companies (id),
  old_address     text NOT NULL CHECK (old_address ~ '^0x[0-9a-f]{40}$'),
  new_address     text NOT NULL CHECK (new_address ~ '^0x[0-9a-f]{40}$'),
  changed_by      text NOT NULL CHECK (changed_by ~ '^0x[0-9a-f]{40}$'),
  changed_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_changes_company_changed_at_idx ON payout_changes (company_id, changed_at DESC);
