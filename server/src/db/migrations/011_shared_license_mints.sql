-- docs/product.md §10.3: the licensor may issue every waiting order's licence tokens in one EIP-5792 batch, so one
-- transaction hash can be the evidence of several orders of the same company. What stays unique is the licence
-- token: each token id is claimed by one order only, and that claim (not the hash) is what stops a replay.
ALTER TABLE licenses DROP CONSTRAINT licenses_mint_tx_hash_key;
CREATE INDEX licenses_mint_tx_hash_idx ON licenses (mint_tx_hash) WHERE mint_tx_hash IS NOT NULL;

-- One row per licence token id an order took from a mint transaction; the key refuses a second claim, even from two
-- requests racing past the route's checks.
CREATE TABLE license_token_claims (
  token_id    numeric(78, 0) PRIMARY KEY,
  order_id    uuid NOT NULL REFERENCES orders (id),
  tx_hash     text NOT NULL REFERENCES story_transactions (tx_hash),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX license_token_claims_tx_hash_idx ON license_token_claims (tx_hash);

-- The tokens recorded before this migration are claimed by their orders.
INSERT INTO license_token_claims (token_id, order_id, tx_hash)
SELECT unnest(l.license_token_ids), l.order_id, l.mint_tx_hash
  FROM licenses l JOIN story_transactions s ON s.tx_hash = l.mint_tx_hash
 WHERE l.mint_tx_hash IS NOT NULL
ON CONFLICT (token_id) DO NOTHING;
