-- The licensor's webhooks (docs/product.md §12.1).

-- An endpoint of the company and the events it receives. The secret signs every delivery (HMAC-SHA256 needs the key
-- itself, so it is kept as given, like the issuer's key it is never answered after creation nor logged). A webhook
-- whose deliveries failed for 3 days is turned off by OVERDIVE (`disabled_reason` 'failing', which Manage shows);
-- one the licensor turned off has none.
CREATE TABLE webhooks (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id      uuid NOT NULL REFERENCES companies (id),
  url             text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 1000),
  secret          text NOT NULL CHECK (secret ~ '^whsec_[A-Za-z0-9_-]{43}$'),
  events          text[] NOT NULL CHECK (cardinality(events) > 0),
  enabled         boolean NOT NULL DEFAULT true,
  disabled_reason text CHECK (disabled_reason IN ('failing')),
  disabled_at     timestamptz,
  -- The first failed attempt since the last delivered one: 3 days later the webhook is turned off.
  failing_since   timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT webhooks_disabled CHECK (enabled OR disabled_at IS NOT NULL),
  CONSTRAINT webhooks_reason CHECK (disabled_reason IS NULL OR NOT enabled)
);
CREATE INDEX webhooks_company_idx ON webhooks (company_id, created_at);

-- One event of a company, written in the same transaction as the change it reports (no event for a change that rolled
-- back, none lost to a crash). `body` is the JSON every attempt sends, byte for byte, with the order or remix as it
-- was at the change.
CREATE TABLE webhook_events (
  id          text PRIMARY KEY CHECK (id ~ '^evt_[A-Za-z0-9_-]{22}$'),
  company_id  uuid NOT NULL REFERENCES companies (id),
  type        text NOT NULL,
  order_id    uuid REFERENCES orders (id),
  remix_id    uuid REFERENCES remixes (id),
  body        text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX webhook_events_order_idx ON webhook_events (order_id) WHERE order_id IS NOT NULL;

-- One event to one webhook, and its attempts: the delivery log. A durable job runs each attempt; the row says what
-- happened and when the next one is due. `retry_until` ends the retries (3 days after the event or its resend);
-- `first_failed_at` is when its attempts began failing (an endpoint that failed every attempt since then, to the
-- end of that window, has failed for 3 days); `claimed_until` keeps two runs (a job and its retry after a crash)
-- from sending at once.
CREATE TABLE webhook_deliveries (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id      uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id        text NOT NULL REFERENCES webhook_events (id),
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'delivered', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  last_status     integer,
  last_error      text,
  next_attempt_at timestamptz,
  retry_until     timestamptz NOT NULL,
  first_failed_at timestamptz,
  claimed_until   timestamptz,
  delivered_at    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT webhook_deliveries_event_key UNIQUE (webhook_id, event_id)
);
CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, created_at DESC, id);
CREATE INDEX webhook_deliveries_open_idx ON webhook_deliveries (next_attempt_at) WHERE state IN ('pending', 'sending');

