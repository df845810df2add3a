-- One payment watcher at a time (docs/product.md §13.3): the copy named in `holder` watches until `expires_at`, and
-- renews it every few seconds. A copy that is killed, frozen or cut off from the database stops renewing, so another
-- copy may take the lease once it has expired, judged by the database's clock, which every copy shares. `fencing`
-- grows each time the lease changes hands: the watcher's writes name the one they were made under, so a copy that
-- lost the lease while a pass was in flight cannot move the stored block afterwards.
CREATE TABLE leases (
  name       text PRIMARY KEY,
  holder     text NOT NULL,
  fencing    bigint NOT NULL CHECK (fencing > 0),
  expires_at timestamptz NOT NULL
);

-- The watcher reads the awaiting orders a page of buyers at a time (docs/product.md §13.4).
CREATE INDEX orders_pending_buyer_idx ON orders (buyer_address) WHERE status = 'pending_payment';
CREATE INDEX orders_expired_buyer_idx ON orders (buyer_address, expires_at) WHERE status = 'expired';
