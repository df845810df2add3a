-- Licences on Story (docs/product.md §10, §8): what the API records from verified chain events. Every Story value comes
-- from a transaction receipt the API read through RPC_URL (server/src/story/), never from a request body.

-- §10.1: the company's SPG NFT collection, created once by the company wallet (products/deploy-contract/).
ALTER TABLE companies
  ADD COLUMN collection_address text CHECK (collection_address ~ '^0x[0-9a-f]{40}$'),
  ADD COLUMN collection_tx_hash text CHECK (collection_tx_hash ~ '^0x[0-9a-f]{64}$');
ALTER TABLE companies ADD CONSTRAINT companies_collection_address_key UNIQUE (collection_address);

-- §10.2: a product registered on Story (products/products/{id}/register-ip/). Before registration ip_id is the
-- licensor's optional reference; registration overwrites it with the IP asset of the verified events and sets
-- license_terms_id, after which the licence fields that went on chain no longer change (a new version of the terms
-- is a new product). The IPA and NFT metadata are kept exactly as they were hashed on chain, so the public metadata
-- endpoints keep answering the bytes whose hashes the IP asset carries.
ALTER TABLE products
  ADD COLUMN license_terms_id numeric(78, 0) CHECK (license_terms_id > 0),
  ADD COLUMN ip_token_id numeric(78, 0),
  ADD COLUMN ip_registered_at timestamptz,
  ADD COLUMN ip_tx_hash text CHECK (ip_tx_hash ~ '^0x[0-9a-f]{64}$'),
  ADD COLUMN ip_metadata text,
  ADD COLUMN nft_metadata text,
  ADD CONSTRAINT products_story_registration CHECK (
    (license_terms_id IS NULL) = (ip_registered_at IS NULL)
    AND (license_terms_id IS NULL OR (ip_id IS NOT NULL AND ip_tx_hash IS NOT NULL
                                      AND ip_metadata IS NOT NULL AND nft_metadata IS NOT NULL))
  );
-- One IP asset is one product: the same registration cannot be claimed by two products.
CREATE UNIQUE INDEX products_registered_ip_key ON products (ip_id) WHERE license_terms_id IS NOT NULL;

-- §10.3: the licence tokens minted to the buyer (products/orders/{id}/license-token/), on the order's License.
ALTER TABLE licenses
  ADD COLUMN ip_id text CHECK (ip_id ~ '^0x[0-9a-f]{40}$'),
  ADD COLUMN license_terms_id numeric(78, 0),
  ADD COLUMN license_token_ids numeric(78, 0)[],
  ADD COLUMN mint_tx_hash text CHECK (mint_tx_hash ~ '^0x[0-9a-f]{64}$'),
  ADD CONSTRAINT licenses_mint_tx_hash_key UNIQUE (mint_tx_hash),
  ADD CONSTRAINT licenses_story_mint CHECK (
    (mint_tx_hash IS NULL) = (license_token_ids IS NULL)
    AND (mint_tx_hash IS NULL OR (ip_id IS NOT NULL AND license_terms_id IS NOT NULL
                                  AND cardinality(license_token_ids) > 0))
  );
-- remix-connect finds the License of a licence token id.
CREATE INDEX licenses_license_token_ids_idx ON licenses USING gin (license_token_ids);
-- The licensor's queue of paid orders waiting for their licence tokens (docs/product.md §9 Home).
CREATE INDEX orders_company_paid_idx ON orders (company_id, paid_at) WHERE status = 'paid';

-- §10.4: a derivative IP registered from licence tokens the API recorded (products/remix-connect/), one row per
-- parent product it remixes.
CREATE TABLE remixes (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id         uuid NOT NULL REFERENCES companies (id),
  product_id         uuid NOT NULL REFERENCES products (id),
  license_id         uuid NOT NULL REFERENCES licenses (id),
  parent_ip_id       text NOT NULL CHECK (parent_ip_id ~ '^0x[0-9a-f]{40}$'),
  child_ip_id        text NOT NULL CHECK (child_ip_id ~ '^0x[0-9a-f]{40}$'),
  license_token_ids  numeric(78, 0)[] NOT NULL CHECK (cardinality(license_token_ids) > 0),
  holder_address     text NOT NULL CHECK (holder_address ~ '^0x[0-9a-f]{40}$'),
  tx_hash            text NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  block_number       bigint NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT remixes_parent_child_key UNIQUE (parent_ip_id, child_ip_id)
);
CREATE INDEX remixes_product_created_idx ON remixes (product_id, created_at DESC);

-- A transaction hash is evidence for one Story record only (docs/product.md §7: "the hash pays no other order", applied
-- to these endpoints too): the collection, a registration, a licence mint or a remix. Racing claims lose on the key.
CREATE TABLE story_transactions (
  tx_hash     text PRIMARY KEY CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  kind        text NOT NULL CHECK (kind IN ('collection', 'ip_registration', 'license_tokens', 'remix')),
  company_id  uuid NOT NULL REFERENCES companies (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The read cache hears remixes like the other rows of a company (002_change_notifications.sql).
DROP TRIGGER IF EXISTS remixes_notify_change ON remixes;
CREATE TRIGGER remixes_notify_change AFTER INSERT OR UPDATE OR DELETE ON remixes
  FOR EACH ROW EXECUTE FUNCTION overdive_notify_change();
