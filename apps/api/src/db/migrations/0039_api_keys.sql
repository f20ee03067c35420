-- Personal access tokens (issue 41, item 2, ADR 047): @better-auth/api-key's table, declared by hand (STACK.md,
-- pitfall 3). One row per token a member made in settings. `key` is the SHA-256 of the token (base64url), never the
-- token; `start` its first characters, shown in the list; `permissions` the scopes as JSON ({"workouts":["read"]}).
-- `request_count`, `rate_limit_max` and `rate_limit_time_window` hold the per-token rate limit (counted by our own
-- statement, auth/tokens/tokens.repository.ts), and `last_request` the time the token was last used. `remaining`, `refill_*` and `metadata` are the plugin's, unused.
-- A revoked token's row is deleted; an expired one is deleted by the plugin when it is next presented.

CREATE TABLE apikey (
  id text PRIMARY KEY,
  config_id text NOT NULL DEFAULT 'default',
  name text,
  start text,
  reference_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  prefix text,
  key text NOT NULL,
  refill_interval integer,
  refill_amount integer,
  last_refill_at timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  rate_limit_enabled boolean NOT NULL DEFAULT true,
  rate_limit_time_window integer,
  rate_limit_max integer,
  request_count integer NOT NULL DEFAULT 0,
  remaining integer,
  last_request timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  permissions text,
  metadata text,
  -- Ours, not the plugin's: when the token's current rate-limit window began (a fixed window of
  -- rate_limit_time_window milliseconds, ADR 047), so that a steady script is not locked out the way a window that
  -- restarts on every request would.
  rate_window_started_at timestamptz
);
-- A token is found by its hash on every Bearer request; a member's list is read by owner, newest first.
CREATE UNIQUE INDEX apikey_key_idx ON apikey (key);
CREATE INDEX apikey_reference_id_created_at_idx ON apikey (reference_id, created_at);
-- The plugin deletes expired tokens with `expires_at < now()` now and then.
CREATE INDEX apikey_expires_at_idx ON apikey (expires_at) WHERE expires_at IS NOT NULL;
