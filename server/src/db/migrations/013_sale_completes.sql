-- A sale completes by itself (docs/product.md §11).

-- §11.1: the licensor permitted the issuer wallet to mint this product's licences (AccessController.setPermission),
-- recorded from the PermissionSet event of `auto_issue_tx_hash`, mined in `auto_issue_block`, for the issuer wallet
-- `auto_issue_signer` (a new issuer key needs a new permission). A later permission transaction replaces it; an
-- earlier one is refused, so the record follows the chain's order.
ALTER TABLE products
  ADD COLUMN auto_issue boolean NOT NULL DEFAULT false,
  ADD COLUMN auto_issue_signer text,
  ADD COLUMN auto_issue_tx_hash text,
  ADD COLUMN auto_issue_block bigint;

-- A permission transaction is evidence for one change of one product, like the other Story records.
ALTER TABLE story_transactions DROP CONSTRAINT story_transactions_kind_check;
ALTER TABLE story_transactions ADD CONSTRAINT story_transactions_kind_check
  CHECK (kind IN ('collection', 'ip_registration', 'license_tokens', 'remix', 'permission'));

-- §11.3: the language of the checkout, which the buyer's mails speak (null: English).
ALTER TABLE orders ADD COLUMN locale text;

-- §11.1: the API's own mint of a paid order's licence tokens, one row per order, so a crash at any moment never mints
-- twice and never forgets a sent mint. The transaction is signed and stored (nonce, raw transaction, hash) before it
-- is sent; every signed version at that nonce is kept in `tx_hashes` (a stuck one is replaced at the same nonce with
-- a higher fee), and whichever of them is mined is the mint.
CREATE TABLE license_mints (
  order_id     uuid PRIMARY KEY REFERENCES orders (id),
  issuer       text NOT NULL,
  state        text NOT NULL CHECK (state IN ('waiting', 'sent', 'recorded', 'given_up')),
  -- Why it is not issued yet (contract/api/story.ts LICENSE_ISSUE_PROBLEMS); null while all goes well.
  problem      text,
  nonce        bigint,
  raw_tx       text,
  tx_hashes    text[] NOT NULL DEFAULT '{}',
  mined_tx_hash text,
  attempts     integer NOT NULL DEFAULT 0,
  sent_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT license_mints_signed CHECK ((nonce IS NULL) = (raw_tx IS NULL) AND (nonce IS NULL) = (cardinality(tx_hashes) = 0))
);
CREATE INDEX license_mints_open_idx ON license_mints (issuer, nonce) WHERE state IN ('waiting', 'sent');

-- §11.1: the issuer's transactions take their nonces one at a time across all API copies: the next one is taken
-- under this row's lock.
CREATE TABLE issuer_nonces (
  issuer      text PRIMARY KEY,
  next_nonce  bigint NOT NULL CHECK (next_nonce >= 0)
);

-- §11.2, §12.4: a licence stays valid until its order is refunded.
ALTER TABLE licenses ADD COLUMN void_reason text CHECK (void_reason IN ('refunded'));

-- §11.3: the mails an order's changes call for, written in the same transaction as the change (an outbox), and sent by
-- a durable job. One of each kind per order.
CREATE TABLE mail_outbox (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id     uuid NOT NULL REFERENCES orders (id),
  kind         text NOT NULL CHECK (kind IN ('payment_received', 'license_issued', 'new_paid_order')),
  recipient    text NOT NULL,
  locale       text NOT NULL,
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  -- A run that takes a mail to send holds it until then, so two runs (a job and its retry after a crash) never
  -- hand the same mail to the server at once.
  claimed_until timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  sent_at      timestamptz,
  CONSTRAINT mail_outbox_order_kind_key UNIQUE (order_id, kind)
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE state IN ('pending', 'sending');
