-- The AI coach (issue 23): a member's conversations with the coach and their messages, and a fuller log of every
-- exchange (provider, tokens, the conversation). A member's log rows now go with the account: the log keeps what a
-- member asked, which is theirs.

CREATE TABLE coach_conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 120),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coach_conversations_user_idx ON coach_conversations (user_id, updated_at DESC);

CREATE TABLE coach_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES coach_conversations(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL CHECK (char_length(content) <= 16000),
  links jsonb NOT NULL DEFAULT '[]',
  provider text CHECK (provider IN ('embedded', 'openai')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX coach_messages_conversation_idx ON coach_messages (conversation_id, created_at);
CREATE INDEX coach_messages_user_idx ON coach_messages (user_id, created_at DESC);

ALTER TABLE coach_logs DROP CONSTRAINT coach_logs_user_id_fkey;
ALTER TABLE coach_logs ADD CONSTRAINT coach_logs_user_id_fkey FOREIGN KEY (user_id) REFERENCES "user"(id) ON DELETE CASCADE;
ALTER TABLE coach_logs ADD COLUMN provider text CHECK (provider IN ('embedded', 'openai'));
ALTER TABLE coach_logs ADD COLUMN tokens_in integer CHECK (tokens_in >= 0);
ALTER TABLE coach_logs ADD COLUMN tokens_out integer CHECK (tokens_out >= 0);
ALTER TABLE coach_logs ADD COLUMN conversation_id uuid REFERENCES coach_conversations(id) ON DELETE SET NULL;
ALTER TABLE coach_logs DROP CONSTRAINT coach_logs_status_check;
ALTER TABLE coach_logs ADD CONSTRAINT coach_logs_status_check
  CHECK (status IN ('ok', 'error', 'refused', 'fallback', 'limited'));
CREATE INDEX coach_logs_conversation_idx ON coach_logs (conversation_id);
CREATE INDEX coach_logs_provider_idx ON coach_logs (provider, created_at DESC);
