-- Refunds that move the money back (docs/product.md §12.4).

-- The transfer that gave the buyer's money back, verified on chain like a payment in reverse: its hash (evidence for
-- this one refund, never for a payment or another refund), what it sent back (the amount paid or more, base units)
-- and when it was recorded. Only a refunded order has one; an order refunded by hand before refunds were verified
-- keeps its status without a hash.
ALTER TABLE orders
  ADD COLUMN refund_tx_hash text CHECK (refund_tx_hash ~ '^0x[0-9a-f]{64}$'),
  ADD COLUMN refund_amount numeric(78, 0) CHECK (refund_amount > 0),
  ADD COLUMN refunded_at timestamptz,
  ADD CONSTRAINT orders_refund_tx_hash_key UNIQUE (refund_tx_hash),
  ADD CONSTRAINT orders_refund_recorded CHECK (
    (refund_tx_hash IS NULL) = (refund_amount IS NULL) AND (refund_tx_hash IS NULL) = (refunded_at IS NULL)
    AND (refund_tx_hash IS NULL OR status = 'refunded')
  );

-- §12.4: the buyer is told by e-mail that the money went back, a fourth mail of an order.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('payment_received', 'license_issued', 'new_paid_order', 'refund_sent'));
