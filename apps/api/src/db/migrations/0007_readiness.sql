-- Readiness check-ins (issue 6): one per member per day. `energy` is the combined 0-100 value suggestions use
-- (packages/domain combineReadiness); the answers it came from are kept beside it.
CREATE TABLE readiness_checkins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  day date NOT NULL,
  energy integer NOT NULL CHECK (energy BETWEEN 0 AND 100),
  energy_answer integer CHECK (energy_answer BETWEEN 0 AND 100),
  sleep smallint CHECK (sleep BETWEEN 1 AND 5),
  soreness smallint CHECK (soreness BETWEEN 1 AND 5),
  stress smallint CHECK (stress BETWEEN 1 AND 5),
  note text CHECK (char_length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, day)
);
CREATE INDEX readiness_checkins_latest_idx ON readiness_checkins (user_id, day DESC);
