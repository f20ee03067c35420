-- Coaching inside the workout (issue 6): the member's coaching settings, the personal records a logged set beat,
-- and "just right" as a stored answer to a warm-up (spec §4: not_enough and too_much shift the next plan, just right
-- keeps it; storing it tells that the member answered).

ALTER TABLE workout_exercises DROP CONSTRAINT workout_exercises_warmup_feedback_check;
ALTER TABLE workout_exercises ADD CONSTRAINT workout_exercises_warmup_feedback_check
  CHECK (warmup_feedback IN ('not_enough', 'just_right', 'too_much'));
ALTER TABLE workout_exercises ADD CONSTRAINT workout_exercises_warmup_plan_object
  CHECK (warmup_plan IS NULL OR jsonb_typeof(warmup_plan) = 'object');
-- A plan and the time it was stored go together.
ALTER TABLE workout_exercises ADD CONSTRAINT workout_exercises_warmup_plan_time
  CHECK (warmup_plan IS NULL OR warmup_updated_at IS NOT NULL);
-- "The last answer on this exercise" (carried into the next workout's plan): the member's answered warm-ups, newest
-- first.
CREATE INDEX workout_exercises_warmup_feedback_idx ON workout_exercises (user_id, exercise_id, warmup_updated_at DESC)
  WHERE warmup_feedback IS NOT NULL;

-- One row per member, made on the first change; no row means the app's defaults (app_settings warmup_strategy and
-- default_plate_profile).
CREATE TABLE member_coaching_settings (
  user_id text PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
  warmup_strategy text CHECK (warmup_strategy IN ('ramped', 'quick', 'power', 'warmth')),
  -- A catalogue profile or one of the member's own (checked by the API; a foreign key cannot say "or own").
  plate_profile_id uuid REFERENCES plate_profiles(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_coaching_settings_plate_profile_idx ON member_coaching_settings (plate_profile_id)
  WHERE plate_profile_id IS NOT NULL;

-- The records a set beat when it was logged, against the member's earlier completed working sets of the exercise
-- (packages/domain isPersonalRecord). Deleting the set deletes its record; the weight is kept in kg.
CREATE TABLE personal_records (
  set_id uuid PRIMARY KEY REFERENCES workout_sets(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  exercise_id uuid NOT NULL REFERENCES exercises(id),
  kinds text[] NOT NULL CHECK (
    cardinality(kinds) BETWEEN 1 AND 4
    AND kinds <@ ARRAY['weight', 'reps_at_weight', 'one_rep_max', 'volume']::text[]),
  weight_kg numeric(8, 3) NOT NULL CHECK (weight_kg > 0),
  reps integer NOT NULL CHECK (reps > 0),
  one_rep_max_kg numeric(8, 3) NOT NULL CHECK (one_rep_max_kg > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personal_records_exercise_idx ON personal_records (user_id, exercise_id, created_at DESC);
CREATE INDEX personal_records_exercise_fk_idx ON personal_records (exercise_id);
