-- The OVERDIVE data model (docs/product.md §8). Addresses are stored lowercase; amounts are integers in token base
-- units as NUMERIC(78,0) (a uint256 fits), never floats (docs/product.md §3).

-- Wallets that signed in at least once (docs/product.md §7 auth/profile: last_login).
CREATE TABLE wallets (
  address        text PRIMARY KEY CHECK (address ~ '^0x[0-9a-f]{40}$'),
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_login_at  timestamptz
);

-- Sign-in nonces (docs/product.md §6): issued to one address, single use, valid for 10 minutes.
CREATE TABLE auth_nonces (
  nonce           text PRIMARY KEY,
  wallet_address  text NOT NULL CHECK (wallet_address ~ '^0x[0-9a-f]{40}$'),
  issued_at       timestamptz NOT NULL DEFAULT now(),
  used_at         timestamptz
);
CREATE INDEX auth_nonces_issued_at_idx ON auth_nonces (issued_at);

-- Revoked JWT ids (logout, refresh). Rows outlive the token by nothing: expired ones are pruned.
CREATE TABLE revoked_tokens (
  jti         uuid PRIMARY KEY,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at);

-- Signatures of signed calls already used (docs/product.md §6: single use is enforced on the signature). A hash of the
-- canonical signature is kept, never the signature itself.
CREATE TABLE used_signatures (
  signature_hash  text PRIMARY KEY,
  wallet_address  text NOT NULL,
  used_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX used_signatures_used_at_idx ON used_signatures (used_at);

CREATE TABLE companies (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wallet_address  text NOT NULL CHECK (wallet_address ~ '^0x[0-9a-f]{40}$'),
  name            text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 120),
  slug            text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 3 AND 64),
  description     text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  website         text,
  contact_email   text,
  country         text CHECK (country ~ '^[A-Z]{2}$'),
  logo_url        text,
  payout_address  text NOT NULL CHECK (payout_address ~ '^0x[0-9a-f]{40}$'),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT companies_wallet_address_key UNIQUE (wallet_address),
  CONSTRAINT companies_slug_key UNIQUE (slug)
);

CREATE TABLE products (
  id                        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id                uuid NOT NULL REFERENCES companies (id),
  slug                      text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 1 AND 64),
  title                     text NOT NULL CHECK (char_length(title) BETWEEN 3 AND 120),
  summary                   text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 280),
  description               text NOT NULL DEFAULT '' CHECK (char_length(description) <= 10000),
  category                  text NOT NULL CHECK (category IN
                              ('image', 'audio', 'video', 'character', 'text', 'software', 'dataset', 'brand', 'other')),
  cover_image_url           text,
  ip_id                     text CHECK (ip_id ~ '^0x[0-9a-f]{40}$'),
  license_flavor            text NOT NULL CHECK (license_flavor IN
                              ('non_commercial_remix', 'commercial_use', 'commercial_remix', 'custom')),
  commercial_use            boolean NOT NULL,
  derivatives_allowed       boolean NOT NULL,
  attribution_required      boolean NOT NULL,
  commercial_rev_share_pct  numeric(5, 2) CHECK (commercial_rev_share_pct BETWEEN 0 AND 100),
  territory                 text NOT NULL,
  ai_learning_allowed       boolean NOT NULL,
  price_amount              numeric(78, 0) NOT NULL CHECK (price_amount > 0),
  token_symbol              text NOT NULL,
  token_address             text NOT NULL CHECK (token_address ~ '^0x[0-9a-f]{40}$'),
  token_decimals            integer NOT NULL CHECK (token_decimals BETWEEN 0 AND 36),
  max_licenses              integer CHECK (max_licenses >= 1),
  status                    text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'paused', 'archived')),
  published_at              timestamptz,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now(),
  -- docs/product.md §8 license rules, kept by the database too: no revenue share without commercial use and
  -- derivatives.
  CONSTRAINT products_rev_share_rule CHECK (
    commercial_rev_share_pct IS NULL OR commercial_rev_share_pct = 0 OR (commercial_use AND derivatives_allowed)
  ),
  CONSTRAINT products_company_slug_key UNIQUE (company_id, slug)
);
CREATE INDEX products_company_created_idx ON products (company_id, created_at DESC);
CREATE INDEX products_company_status_idx ON products (company_id, status);

-- ORD-YYYY-NNNNNN (docs/product.md §8): one sequence for all years, so numbers never repeat.
CREATE SEQUENCE order_number_seq;

CREATE TABLE orders (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number           text NOT NULL,
  company_id       uuid NOT NULL REFERENCES companies (id),
  product_id       uuid NOT NULL REFERENCES products (id),
  buyer_address    text NOT NULL CHECK (buyer_address ~ '^0x[0-9a-f]{40}$'),
  buyer_email      text,
  quantity         integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  unit_price       numeric(78, 0) NOT NULL CHECK (unit_price > 0),
  total            numeric(78, 0) NOT NULL CHECK (total > 0),
  token_symbol     text NOT NULL,
  token_address    text NOT NULL CHECK (token_address ~ '^0x[0-9a-f]{40}$'),
  token_decimals   integer NOT NULL,
  -- The company's payout address when the order was placed: the buyer was told to pay there.
  pay_to           text NOT NULL CHECK (pay_to ~ '^0x[0-9a-f]{40}$'),
  -- The product and license terms the buyer agreed to; copied into the License when the order completes.
  terms            jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'pending_payment' CHECK (status IN
                     ('pending_payment', 'paid', 'expired', 'cancelled', 'failed', 'completed', 'refunded')),
  payment_tx_hash  text CHECK (payment_tx_hash ~ '^0x[0-9a-f]{64}$'),
  paid_at          timestamptz,
  expires_at       timestamptz NOT NULL,
  note             text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_number_key UNIQUE (number),
  CONSTRAINT orders_payment_tx_hash_key UNIQUE (payment_tx_hash)
);
-- The orders screen lists, filters and counts one company's orders (10 000 rows must stay fast).
CREATE INDEX orders_company_created_idx ON orders (company_id, created_at DESC);
CREATE INDEX orders_company_status_created_idx ON orders (company_id, status, created_at DESC);
CREATE INDEX orders_company_product_created_idx ON orders (company_id, product_id, created_at DESC);
CREATE INDEX orders_product_status_idx ON orders (product_id, status);
-- Lazy expiry looks only at unpaid orders.
CREATE INDEX orders_pending_expires_idx ON orders (expires_at) WHERE status = 'pending_payment';

-- Every status an order went through, for the order timeline (docs/product.md §9 /order/{id}).
CREATE TABLE order_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id    uuid NOT NULL REFERENCES orders (id),
  status      text NOT NULL,
  actor       text NOT NULL CHECK (actor IN ('buyer', 'licensor', 'system')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Verified on-chain payments (products/wallet-transactions/).
CREATE TABLE payments (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id         uuid NOT NULL REFERENCES orders (id),
  company_id       uuid NOT NULL REFERENCES companies (id),
  tx_hash          text NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  from_address     text NOT NULL,
  to_address       text NOT NULL,
  token_symbol     text NOT NULL,
  token_address    text NOT NULL,
  token_decimals   integer NOT NULL,
  amount           numeric(78, 0) NOT NULL,
  block_number     integer NOT NULL,
  block_timestamp  timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_order_id_key UNIQUE (order_id),
  CONSTRAINT payments_tx_hash_key UNIQUE (tx_hash)
);
CREATE INDEX payments_company_created_idx ON payments (company_id, created_at DESC);

-- Issued when an order is completed, with the license terms as they were at that moment (docs/product.md §8).
CREATE TABLE licenses (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id          uuid NOT NULL REFERENCES orders (id),
  product_id        uuid NOT NULL REFERENCES products (id),
  company_id        uuid NOT NULL REFERENCES companies (id),
  licensee_address  text NOT NULL,
  terms             jsonb NOT NULL,
  issued_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT licenses_order_id_key UNIQUE (order_id)
);
CREATE INDEX licenses_company_issued_idx ON licenses (company_id, issued_at DESC);
