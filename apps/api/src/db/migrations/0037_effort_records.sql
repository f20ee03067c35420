-- Records of time and distance sets (issue 39): the longest hold, the farthest distance, the fastest pace, and a
-- carry's heaviest weight. Such a record has no reps and may have no weight, so weight_kg, reps and one_rep_max_kg
-- may be NULL (each still positive when it is there); the record keeps the set's distance and time.
ALTER TABLE personal_records
  ALTER COLUMN weight_kg DROP NOT NULL,
  ALTER COLUMN reps DROP NOT NULL,
  ALTER COLUMN one_rep_max_kg DROP NOT NULL,
  ADD COLUMN distance_m numeric(9, 2) CHECK (distance_m > 0),
  ADD COLUMN duration_sec integer CHECK (duration_sec > 0);
ALTER TABLE personal_records DROP CONSTRAINT personal_records_kinds_check;
ALTER TABLE personal_records ADD CONSTRAINT personal_records_kinds_check CHECK (
  cardinality(kinds) BETWEEN 1 AND 7
  AND kinds <@ ARRAY['weight', 'reps_at_weight', 'one_rep_max', 'volume', 'longest_duration', 'longest_distance',
                     'fastest_pace']::text[]);
-- A record is of something: a weight, a time or a distance.
ALTER TABLE personal_records ADD CONSTRAINT personal_records_measure_check
  CHECK (weight_kg IS NOT NULL OR distance_m IS NOT NULL OR duration_sec IS NOT NULL);
