-- What watches and phones recorded (issue 42, ADR 049): FIT, GPX and TCX activity files, a zip of many (a Strava or
-- Garmin bulk export), and Apple Health's export.xml, imported through the same staging, dry run and run as Strong and
-- Hevy files; and undo of one whole import.

-- New sources; 'staging' while a long upload is read (with its progress), 'undone' after an undo.
ALTER TABLE data_imports DROP CONSTRAINT IF EXISTS data_imports_source_check;
ALTER TABLE data_imports ADD CONSTRAINT data_imports_source_check
  CHECK (source IN ('strong', 'hevy', 'lifeorbit', 'fit', 'gpx', 'tcx', 'apple_health', 'zip'));
ALTER TABLE data_imports DROP CONSTRAINT IF EXISTS data_imports_status_check;
ALTER TABLE data_imports ADD CONSTRAINT data_imports_status_check
  CHECK (status IN ('staging', 'staged', 'importing', 'done', 'undone'));
ALTER TABLE data_imports
  ADD COLUMN bytes_read bigint NOT NULL DEFAULT 0 CHECK (bytes_read >= 0),
  ADD COLUMN rows_read integer NOT NULL DEFAULT 0 CHECK (rows_read >= 0),
  ADD COLUMN duplicates_in_file integer NOT NULL DEFAULT 0 CHECK (duplicates_in_file >= 0);

-- A broken row names its file: a member of a zip (NULL: the uploaded file itself).
ALTER TABLE data_import_rows ADD COLUMN file text CHECK (char_length(file) <= 300);

-- One staged activity per workout key of a device import: what becomes its workout_activities row.
CREATE TABLE data_import_activities (
  import_id uuid NOT NULL REFERENCES data_imports(id) ON DELETE CASCADE,
  workout_key text NOT NULL,
  file text CHECK (char_length(file) <= 300),
  source text NOT NULL CHECK (source IN ('fit', 'gpx', 'tcx', 'apple_health')),
  sport text NOT NULL CHECK (char_length(sport) <= 40),
  -- The exercise name its sets are staged under (the per-sport choice of the dry run maps this name).
  exercise_name text NOT NULL,
  device text CHECK (char_length(device) <= 120),
  distance_m numeric(9, 2),
  moving_sec integer,
  elapsed_sec integer,
  avg_hr smallint,
  max_hr smallint,
  calories integer,
  elevation_gain_m numeric(7, 1),
  utc_offset_min smallint,
  time_zone text CHECK (char_length(time_zone) <= 64),
  route jsonb,
  PRIMARY KEY (import_id, workout_key)
);

-- Apple Health's body measurements and daily values, one row per kind and day (the day as the phone wrote it).
CREATE TABLE data_import_health (
  import_id uuid NOT NULL REFERENCES data_imports(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('body_mass_kg', 'body_fat_pct', 'resting_hr', 'sleep_minutes')),
  day date NOT NULL,
  value numeric(8, 2) NOT NULL,
  PRIMARY KEY (import_id, kind, day)
);

-- Which import made a workout, a body measurement or a daily health row: undo removes exactly those.
ALTER TABLE workouts ADD COLUMN import_id uuid REFERENCES data_imports(id) ON DELETE SET NULL;
CREATE INDEX workouts_import_idx ON workouts (import_id) WHERE import_id IS NOT NULL;
ALTER TABLE body_measurements ADD COLUMN import_id uuid REFERENCES data_imports(id) ON DELETE SET NULL;
CREATE INDEX body_measurements_import_idx ON body_measurements (import_id) WHERE import_id IS NOT NULL;

-- What the device recorded of a workout: totals, heart rate, local offset, and the track simplified to at most ~300
-- [lat, lon] points rounded to 5 decimals (a few kB of jsonb).
CREATE TABLE workout_activities (
  workout_id uuid PRIMARY KEY REFERENCES workouts(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  sport text NOT NULL CHECK (char_length(sport) <= 40),
  source text NOT NULL CHECK (source IN ('fit', 'gpx', 'tcx', 'apple_health')),
  device text CHECK (char_length(device) <= 120),
  distance_m numeric(9, 2) CHECK (distance_m >= 0),
  moving_sec integer CHECK (moving_sec >= 0),
  elapsed_sec integer CHECK (elapsed_sec >= 0),
  avg_hr smallint CHECK (avg_hr BETWEEN 20 AND 260),
  max_hr smallint CHECK (max_hr BETWEEN 20 AND 260),
  calories integer CHECK (calories >= 0),
  elevation_gain_m numeric(7, 1) CHECK (elevation_gain_m >= 0),
  utc_offset_min smallint CHECK (utc_offset_min BETWEEN -840 AND 840),
  time_zone text CHECK (char_length(time_zone) <= 64),
  route jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workout_activities_user_idx ON workout_activities (user_id);

-- A day of what a phone or watch measured (readiness reads it): resting heart rate, minutes asleep the night before.
CREATE TABLE health_daily (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  day date NOT NULL,
  resting_hr smallint CHECK (resting_hr BETWEEN 20 AND 200),
  sleep_minutes smallint CHECK (sleep_minutes BETWEEN 0 AND 1440),
  import_id uuid REFERENCES data_imports(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day),
  CONSTRAINT health_daily_some_value CHECK (resting_hr IS NOT NULL OR sleep_minutes IS NOT NULL)
);
CREATE INDEX health_daily_import_idx ON health_daily (import_id) WHERE import_id IS NOT NULL;
