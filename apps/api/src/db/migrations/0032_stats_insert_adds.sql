-- Logging a set adds that set to its workout exercise's summary instead of deciding the summary again from every set
-- (issue 15). The insert trigger of 0014 re-read all the sets of the workout exercise on each log, inside the
-- statement that holds the workout exercise's row: harmless at a real exercise's 3-10 sets, but each log cost more
-- than the last, and about half of PostgreSQL's time under bench:api's log-set load was that re-reading.
--
-- What is added: the count and the volume are sums, the heaviest set, the best set volume and the best e1RM maxima,
-- the first completed set a minimum: a new set changes each of them without the older sets. Exact, not close: a set in
-- kg has a weight of at most 3 decimals (numeric(7, 3)) times whole reps, so its volume has 3 decimals and adding it to
-- the stored numeric(12, 3) sum gives what summing every set and rounding once gives. The maxima are rounded to the
-- column after comparing (rounding keeps the order). A set in lb is converted (1 / 2.2046226218, many decimals): its
-- workout exercise is decided again from every set, as before, so the stored sums stay equal to a recomputation.
-- Update and delete keep the full refresh (a lowered or removed maximum needs the other sets).
CREATE OR REPLACE FUNCTION workout_sets_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_workout_exercise_stats(ARRAY(
    SELECT DISTINCT workout_exercise_id FROM new_sets
    WHERE is_completed AND set_kind <> 'warmup' AND reps IS NOT NULL AND weight_unit = 'lb'));

  INSERT INTO workout_exercise_stats AS t (workout_exercise_id, user_id, workout_id, exercise_id, performed_at,
      set_count, volume_kg, heaviest_kg, best_set_volume_kg, best_e1rm_kg)
  SELECT we.id, min(n.user_id), we.workout_id, min(n.exercise_id::text)::uuid, min(n.completed_at), count(*),
         sum(k.kg * n.reps), max(k.kg), max(k.kg * n.reps),
         max(CASE WHEN k.kg <= 0 OR n.reps <= 0 THEN 0 WHEN n.reps = 1 THEN k.kg ELSE k.kg * (1 + n.reps / 30.0) END)
  FROM new_sets n
  JOIN workout_exercises we ON we.id = n.workout_exercise_id
  CROSS JOIN LATERAL (SELECT COALESCE(n.weight, 0) AS kg) k
  WHERE n.is_completed AND n.set_kind <> 'warmup' AND n.reps IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM new_sets lb
                    WHERE lb.workout_exercise_id = n.workout_exercise_id AND lb.is_completed
                      AND lb.set_kind <> 'warmup' AND lb.reps IS NOT NULL AND lb.weight_unit = 'lb')
  GROUP BY we.id, we.workout_id
  ON CONFLICT (workout_exercise_id) DO UPDATE SET
    exercise_id = CASE WHEN EXCLUDED.exercise_id::text < t.exercise_id::text THEN EXCLUDED.exercise_id
                       ELSE t.exercise_id END,
    performed_at = LEAST(t.performed_at, EXCLUDED.performed_at),
    set_count = t.set_count + EXCLUDED.set_count,
    volume_kg = t.volume_kg + EXCLUDED.volume_kg,
    heaviest_kg = GREATEST(t.heaviest_kg, EXCLUDED.heaviest_kg),
    best_set_volume_kg = GREATEST(t.best_set_volume_kg, EXCLUDED.best_set_volume_kg),
    best_e1rm_kg = GREATEST(t.best_e1rm_kg, EXCLUDED.best_e1rm_kg);
  RETURN NULL;
END;
$$;
