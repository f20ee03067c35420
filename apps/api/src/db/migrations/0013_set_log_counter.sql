-- Logging a set is one statement (ADR 013): it raises last_set_index on the workout exercise row and gives the new set
-- the next index, GREATEST(last_set_index, the highest stored set_index) + 1. The UPDATE queues concurrent logs of one
-- workout exercise on that row for the statement alone, and a log that waited reads the raised value from the row
-- (not from its older snapshot), so no lock is held across round trips to the API. Deleting the set the counter
-- points at lowers it, so the next set takes that index again, as it did when the index was the highest stored + 1.
ALTER TABLE workout_exercises ADD COLUMN last_set_index integer NOT NULL DEFAULT 0 CHECK (last_set_index >= 0);

UPDATE workout_exercises we SET last_set_index = s.highest
FROM (SELECT workout_exercise_id, max(set_index) AS highest FROM workout_sets GROUP BY workout_exercise_id) s
WHERE s.workout_exercise_id = we.id;

-- The last working set of an exercise (spec §7 last-set lookup, read by every set's log for the warm-up plan) is
-- ORDER BY completed_at DESC, set_index DESC LIMIT 1: with set_index in the index it is the first entry, where before
-- every completed set of the exercise was read and sorted.
DROP INDEX workout_sets_completed_idx;
CREATE INDEX workout_sets_completed_idx ON workout_sets (user_id, exercise_id, completed_at DESC, set_index DESC)
  WHERE is_completed;

-- What the record rules compare a new set with: the distinct (unit, weight, reps) of the member's working sets of
-- the exercise, read one distinct value after the other along this index instead of reading every set.
CREATE INDEX workout_sets_working_pairs_idx ON workout_sets (user_id, exercise_id, weight_unit, weight, reps)
  WHERE is_completed AND set_kind <> 'warmup' AND weight > 0 AND reps > 0;
