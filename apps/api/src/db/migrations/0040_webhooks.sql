-- Webhooks (issue 41, item 4): a member's subscriptions of a URL to events of their own training, and the queue of
-- deliveries. A delivery is a message (its `message_id` is the Standard Webhooks `webhook-id` header, the same on
-- every try and on "send again") with the tries made so far; `next_attempt_at` is when the next one goes while it is
-- pending. The queue lives here, so a restart loses nothing: any API process picks up what is due.
-- The HMAC secret is needed again at every delivery, so it is kept sealed with the secrets key (core/secret-box.ts),
-- as the sign-in providers' secrets are.
CREATE TABLE webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  url text NOT NULL CHECK (char_length(url) <= 2000),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 100),
  events text[] NOT NULL CHECK (cardinality(events) BETWEEN 1 AND 10),
  secret_sealed text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A member's webhooks, and the ones an event of theirs goes to (a member has at most 10).
CREATE INDEX webhooks_user_idx ON webhooks (user_id, created_at);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  message_id text NOT NULL UNIQUE,
  event text NOT NULL,
  payload text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempt_count integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  attempts jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- What is due, for the delivery loop (only pending rows are in it).
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
-- A webhook's deliveries, newest first, for settings (keyset paging on created_at, id).
CREATE INDEX webhook_deliveries_list_idx ON webhook_deliveries (webhook_id, created_at DESC, id DESC);
