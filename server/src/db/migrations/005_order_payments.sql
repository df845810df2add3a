-- The money path of docs/product.md §7 "Orders and payment".

-- What a payment sent beyond the order total (base units of the order's token), recorded when the order is paid and
-- shown to the licensor; null while the order is unpaid.
ALTER TABLE orders ADD COLUMN overpaid numeric(78, 0) CHECK (overpaid >= 0);

-- A buyer's own orders (products/orders/mine/) and the limit on unpaid orders per wallet read orders by buyer.
CREATE INDEX orders_buyer_created_idx ON orders (buyer_address, created_at DESC);

-- The payment watcher reads the unpaid orders every few seconds: the pending ones (orders_pending_expires_idx) and
-- those that expired since its last scan.
CREATE INDEX orders_expired_expires_idx ON orders (expires_at) WHERE status = 'expired';

-- The payment watcher (server/src/orders/paymentWatcher.ts) resumes after a restart from the last block it handled on
-- this chain; whichever API copy holds the watcher lock moves it forward.
CREATE TABLE payment_watch_cursor (
  chain_id    bigint PRIMARY KEY,
  last_block  bigint NOT NULL CHECK (last_block >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
