-- The admin area (issue 9): app-wide settings, third-party sign-in secrets (encrypted at rest), the AI coach's log,
-- and bans. Audit entries go to admin_action_log (0001).

CREATE TABLE app_settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_]*$'),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES "user"(id) ON DELETE SET NULL
);
INSERT INTO app_settings (key, value) VALUES
  ('default_language', '"en"'),
  ('default_plate_profile', '"standard-gym"'),
  ('warmup_strategy', '"ramped"'),
  ('registration_open', 'true');

-- Private keys are AES-256-GCM ciphertext (iv, tag, data, base64); the key comes from the environment.
CREATE TABLE signin_secrets (
  provider text PRIMARY KEY CHECK (provider IN ('apple', 'google')),
  team_id text CHECK (char_length(team_id) <= 64),
  key_id text CHECK (char_length(key_id) <= 64),
  client_id text CHECK (char_length(client_id) <= 255),
  private_key_ciphertext text,
  client_secret_expires_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES "user"(id) ON DELETE SET NULL
);

CREATE TABLE coach_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text REFERENCES "user"(id) ON DELETE SET NULL,
  prompt text NOT NULL CHECK (char_length(prompt) <= 8000),
  response text CHECK (char_length(response) <= 16000),
  model text CHECK (char_length(model) <= 100),
  language_code text REFERENCES languages(code),
  status text NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'error', 'refused')),
  latency_ms integer CHECK (latency_ms >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coach_logs_created_idx ON coach_logs (created_at DESC);
CREATE INDEX coach_logs_user_idx ON coach_logs (user_id, created_at DESC);

ALTER TABLE profiles ADD COLUMN banned_at timestamptz;
ALTER TABLE profiles ADD COLUMN ban_reason text CHECK (char_length(ban_reason) <= 500);

CREATE INDEX admin_action_log_type_idx ON admin_action_log (action_type, created_at DESC);
CREATE INDEX admin_action_log_target_idx ON admin_action_log (target_user_id, created_at DESC);
