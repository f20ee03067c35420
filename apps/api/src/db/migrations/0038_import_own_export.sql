-- Our own export, imported into another account, gives back what it holds (issue 39): an exercise's notes (a CSV of
-- Strong or Hevy has none apart from its sets' notes), the moment each set was ticked off, the exercise's place in the
-- workout (the same exercise twice in a workout stays two), and the load type, load mode and effort mode of a member's
-- own exercise. NULL in a row staged from a CSV, which is imported as before.
ALTER TABLE data_import_rows
  ADD COLUMN exercise_order integer CHECK (exercise_order >= 0),
  ADD COLUMN exercise_notes text,
  ADD COLUMN completed_at timestamptz,
  ADD COLUMN custom_load_type text,
  ADD COLUMN custom_load_mode text,
  ADD COLUMN custom_effort_mode text CHECK (custom_effort_mode IN ('reps', 'time', 'distance', 'reps_time'));
