-- Progress, analytics, achievements and the fitness profile (issue 17).
--
-- The fitness profile extends the member's profile (units stay profiles.weight_unit, the warm-up strategy stays
-- member_coaching_settings.warmup_strategy, body weight is the newest body measurement): NULL means "not given".
ALTER TABLE profiles
  ADD COLUMN height_cm numeric(4, 1) CHECK (height_cm BETWEEN 50 AND 272),
  ADD COLUMN experience_level text CHECK (experience_level IN ('beginner', 'intermediate', 'advanced')),
  ADD COLUMN training_goal text CHECK (training_goal IN ('strength', 'muscle', 'endurance', 'general')),
  ADD COLUMN training_days_per_week smallint CHECK (training_days_per_week BETWEEN 1 AND 7),
  ADD COLUMN default_rest_sec integer CHECK (default_rest_sec BETWEEN 15 AND 900),
  -- An IANA zone (Europe/Madrid): streaks, weeks and training days are counted on the member's calendar.
  ADD COLUMN time_zone text CHECK (char_length(time_zone) BETWEEN 1 AND 64);

-- Body weight and optional measurements, one row per member per day (saving the day again replaces it).
CREATE TABLE body_measurements (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  day date NOT NULL,
  body_weight_kg numeric(5, 2) CHECK (body_weight_kg >= 20 AND body_weight_kg <= 400),
  waist_cm numeric(4, 1) CHECK (waist_cm >= 30 AND waist_cm <= 300),
  body_fat_pct numeric(3, 1) CHECK (body_fat_pct >= 2 AND body_fat_pct <= 75),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day),
  CONSTRAINT body_measurements_some_value CHECK (
    body_weight_kg IS NOT NULL OR waist_cm IS NOT NULL OR body_fat_pct IS NOT NULL)
);

-- Badges, stored once when first earned: recomputing inserts with ON CONFLICT DO NOTHING, and nothing deletes a row
-- but the member's own deletion.
CREATE TABLE member_badges (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  badge text NOT NULL CHECK (badge ~ '^[a-z0-9_]+$' AND char_length(badge) <= 40),
  earned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, badge)
);

-- One row per workout exercise with completed working sets: what progress, analytics and achievements read instead
-- of every set (a member with five years of training has ~25,000 sets and ~3,750 of these rows). A trigger keeps it
-- equal to the sets, whatever writes them (a log, an edit, a delete, an offline replay, a cascade, a seed).
--   e1rm: Epley, weight x (1 + reps / 30), a single is its own maximum (packages/domain estimateOneRepMax).
--   Weights are in kg: a set logged in lb is converted with 1 / 2.2046226218 (packages/domain KG_PER_LB).
CREATE TABLE workout_exercise_stats (
  workout_exercise_id uuid PRIMARY KEY REFERENCES workout_exercises(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  workout_id uuid NOT NULL,
  exercise_id uuid NOT NULL REFERENCES exercises(id),
  -- The first completed working set: the session's moment on the member's calendar.
  performed_at timestamptz NOT NULL,
  set_count integer NOT NULL CHECK (set_count > 0),
  volume_kg numeric(12, 3) NOT NULL,
  heaviest_kg numeric(8, 3) NOT NULL,
  best_set_volume_kg numeric(10, 3) NOT NULL,
  best_e1rm_kg numeric(8, 3) NOT NULL
);
CREATE INDEX workout_exercise_stats_exercise_idx ON workout_exercise_stats (user_id, exercise_id, performed_at);
CREATE INDEX workout_exercise_stats_time_idx ON workout_exercise_stats (user_id, performed_at);
CREATE INDEX workout_exercise_stats_exercise_fk_idx ON workout_exercise_stats (exercise_id);

-- Decides the rows of the given workout exercises again from their sets: one set-based statement for any number of
-- them (a logged set, or a seed's thousands).
CREATE FUNCTION refresh_workout_exercise_stats(we_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH ids AS (SELECT DISTINCT unnest(we_ids) AS id),
  working AS (
    SELECT s.workout_exercise_id, s.user_id, s.exercise_id, s.completed_at, s.reps,
           COALESCE(s.weight, 0) * CASE s.weight_unit WHEN 'lb' THEN 1 / 2.2046226218 ELSE 1 END AS kg
    FROM workout_sets s JOIN ids ON ids.id = s.workout_exercise_id
    WHERE s.is_completed AND s.set_kind <> 'warmup' AND s.reps IS NOT NULL
  ), summary AS (
    SELECT w.workout_exercise_id, min(w.user_id) AS user_id, min(w.exercise_id::text)::uuid AS exercise_id,
           min(w.completed_at) AS performed_at, count(*) AS set_count,
           sum(w.kg * w.reps) AS volume_kg, max(w.kg) AS heaviest_kg, max(w.kg * w.reps) AS best_set_volume_kg,
           max(CASE WHEN w.kg <= 0 OR w.reps <= 0 THEN 0 WHEN w.reps = 1 THEN w.kg
                    ELSE w.kg * (1 + w.reps / 30.0) END) AS best_e1rm_kg
    FROM working w
    GROUP BY w.workout_exercise_id
  ), removed AS (
    DELETE FROM workout_exercise_stats t USING ids
    WHERE t.workout_exercise_id = ids.id
      AND NOT EXISTS (SELECT 1 FROM summary s WHERE s.workout_exercise_id = ids.id)
  )
  INSERT INTO workout_exercise_stats AS t (workout_exercise_id, user_id, workout_id, exercise_id, performed_at,
      set_count, volume_kg, heaviest_kg, best_set_volume_kg, best_e1rm_kg)
  SELECT we.id, s.user_id, we.workout_id, s.exercise_id, s.performed_at, s.set_count, s.volume_kg, s.heaviest_kg,
         s.best_set_volume_kg, s.best_e1rm_kg
  FROM summary s JOIN workout_exercises we ON we.id = s.workout_exercise_id
  ON CONFLICT (workout_exercise_id) DO UPDATE SET
    exercise_id = EXCLUDED.exercise_id, performed_at = EXCLUDED.performed_at, set_count = EXCLUDED.set_count,
    volume_kg = EXCLUDED.volume_kg, heaviest_kg = EXCLUDED.heaviest_kg,
    best_set_volume_kg = EXCLUDED.best_set_volume_kg, best_e1rm_kg = EXCLUDED.best_e1rm_kg;
$$;

-- Statement-level triggers with transition tables: one refresh per statement, whatever number of sets it wrote.
CREATE FUNCTION workout_sets_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_workout_exercise_stats(ARRAY(SELECT DISTINCT workout_exercise_id FROM new_sets));
  RETURN NULL;
END;
$$;
CREATE FUNCTION workout_sets_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_workout_exercise_stats(ARRAY(
    SELECT workout_exercise_id FROM new_sets UNION SELECT workout_exercise_id FROM old_sets));
  RETURN NULL;
END;
$$;
CREATE FUNCTION workout_sets_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_workout_exercise_stats(ARRAY(SELECT DISTINCT workout_exercise_id FROM old_sets));
  RETURN NULL;
END;
$$;

CREATE TRIGGER workout_sets_stats_insert AFTER INSERT ON workout_sets
  REFERENCING NEW TABLE AS new_sets FOR EACH STATEMENT EXECUTE FUNCTION workout_sets_stats_after_insert();
CREATE TRIGGER workout_sets_stats_update AFTER UPDATE ON workout_sets
  REFERENCING OLD TABLE AS old_sets NEW TABLE AS new_sets
  FOR EACH STATEMENT EXECUTE FUNCTION workout_sets_stats_after_update();
CREATE TRIGGER workout_sets_stats_delete AFTER DELETE ON workout_sets
  REFERENCING OLD TABLE AS old_sets FOR EACH STATEMENT EXECUTE FUNCTION workout_sets_stats_after_delete();

-- Sets stored before this migration.
INSERT INTO workout_exercise_stats (workout_exercise_id, user_id, workout_id, exercise_id, performed_at, set_count,
    volume_kg, heaviest_kg, best_set_volume_kg, best_e1rm_kg)
SELECT we.id, we.user_id, we.workout_id, we.exercise_id, min(s.completed_at), count(*),
       sum(k.kg * s.reps), max(k.kg), max(k.kg * s.reps),
       max(CASE WHEN k.kg <= 0 OR s.reps <= 0 THEN 0 WHEN s.reps = 1 THEN k.kg ELSE k.kg * (1 + s.reps / 30.0) END)
FROM workout_exercises we
JOIN workout_sets s ON s.workout_exercise_id = we.id AND s.is_completed AND s.set_kind <> 'warmup'
  AND s.reps IS NOT NULL
CROSS JOIN LATERAL (SELECT COALESCE(s.weight, 0) * CASE s.weight_unit WHEN 'lb' THEN 1 / 2.2046226218 ELSE 1 END
                    AS kg) k
GROUP BY we.id;

-- Training days, weeks and hours: the member's finished workouts by start time.
CREATE INDEX workouts_started_idx ON workouts (user_id, started_at) WHERE ended_at IS NOT NULL;
-- The member's newest records over every exercise (the progress page), and how many there are (achievements).
CREATE INDEX personal_records_user_idx ON personal_records (user_id, created_at DESC);
