-- Import, export and account deletion (issue 24, ADR 032).
--
-- An import is staged first: the uploaded file is parsed as a stream into data_import_rows (one row per set, already
-- normalised from Strong's, Hevy's or our own format, broken rows kept with their line number and reason), so the dry
-- run is a few aggregate queries and the import itself is set-based INSERT ... SELECT in batches of workouts. Ids of imported rows are derived from the member, the
-- source and the workout's key in the file (md5 as uuid), so importing the same file twice creates nothing new. The
-- staged rows stay with their import (its result and broken rows can be shown again) and go with the member.

-- Distance and time exercises (runs, rows, planks) from other apps: metres and seconds per set.
ALTER TABLE workout_sets
  ADD COLUMN distance_m numeric(9, 2) CHECK (distance_m >= 0 AND distance_m <= 1000000),
  ADD COLUMN duration_sec integer CHECK (duration_sec >= 0 AND duration_sec <= 86400);

CREATE TABLE data_imports (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('strong', 'hevy', 'lifeorbit')),
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 200),
  status text NOT NULL DEFAULT 'staged' CHECK (status IN ('staged', 'importing', 'done')),
  total_rows integer NOT NULL DEFAULT 0 CHECK (total_rows >= 0),
  broken_rows integer NOT NULL DEFAULT 0 CHECK (broken_rows >= 0),
  -- Progress while importing, and the result after.
  workouts_done integer NOT NULL DEFAULT 0,
  workouts_created integer NOT NULL DEFAULT 0,
  sets_created integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX data_imports_user_idx ON data_imports (user_id, created_at DESC);

CREATE TABLE data_import_rows (
  import_id uuid NOT NULL REFERENCES data_imports(id) ON DELETE CASCADE,
  line integer NOT NULL CHECK (line >= 1),
  workout_key text,
  workout_title text,
  started_at timestamptz,
  ended_at timestamptz,
  workout_notes text,
  exercise_name text,
  set_kind text CHECK (set_kind IN ('normal', 'warmup', 'dropset', 'failure')),
  weight numeric(7, 3),
  weight_unit text CHECK (weight_unit IN ('kg', 'lb')),
  reps integer,
  rpe numeric(3, 1),
  distance_m numeric(9, 2),
  duration_sec integer,
  notes text,
  superset_key text,
  -- A broken row: why (a detail code) and the column it is about; such rows are reported and never imported.
  error_code text,
  error_field text,
  PRIMARY KEY (import_id, line)
);
CREATE INDEX data_import_rows_workout_idx ON data_import_rows (import_id, workout_key, line) WHERE error_code IS NULL;
CREATE INDEX data_import_rows_broken_idx ON data_import_rows (import_id, line) WHERE error_code IS NOT NULL;

-- The exercise each name of the file becomes: found in the catalogue (or the member's own exercises), chosen by the
-- member, or created as a custom exercise at import.
CREATE TABLE data_import_exercises (
  import_id uuid NOT NULL REFERENCES data_imports(id) ON DELETE CASCADE,
  name text NOT NULL,
  exercise_id uuid REFERENCES exercises(id) ON DELETE CASCADE,
  matched text NOT NULL CHECK (matched IN ('exact', 'chosen', 'none')),
  PRIMARY KEY (import_id, name)
);
CREATE INDEX data_import_exercises_exercise_idx ON data_import_exercises (exercise_id);

-- The development mailbox (issue 24): without SMTP_URL, outside production, the e-mails the app sends (password
-- reset, e-mail check) land here for a superadmin to read in the admin area. Never written in production.
CREATE TABLE dev_mailbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('reset_password', 'verify_email')),
  to_address text NOT NULL CHECK (char_length(to_address) <= 320),
  subject text NOT NULL CHECK (char_length(subject) <= 200),
  body text NOT NULL CHECK (char_length(body) <= 10000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_created_idx ON dev_mailbox (created_at DESC, id DESC);
