-- Reports of workouts (issue 19): a member reports a workout they can see with a reason; superadmins list the open
-- reports and hide the workout (from everyone but its owner) or dismiss the report. Each decision is audited.

ALTER TABLE workouts ADD COLUMN hidden_at timestamptz;

CREATE TABLE workout_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workout_id uuid NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
  reporter_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'inappropriate', 'other')),
  details text CHECK (char_length(details) <= 500),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'hidden', 'dismissed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by text REFERENCES "user"(id) ON DELETE SET NULL,
  UNIQUE (workout_id, reporter_id)
);
-- The admin list: open reports first, newest first.
CREATE INDEX workout_reports_status_idx ON workout_reports (status, created_at DESC);
CREATE INDEX workout_reports_reporter_idx ON workout_reports (reporter_id);
