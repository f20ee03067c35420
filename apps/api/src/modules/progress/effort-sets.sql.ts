import { sql, type SQL } from 'drizzle-orm';

/**
 * Time and distance sets (issue 39): a hold, a run, a row, a carry. They have no reps, so the progress summary
 * (workout_exercise_stats, which sums weight x reps) has none of them; they are read from workout_sets instead.
 *
 * The read goes exercise by exercise: for each exercise that logs time or distance (a few dozen of the catalogue and
 * the member's own), a LATERAL subquery with an aggregate (which the planner runs per exercise, never merged into one
 * scan) reads that exercise's sets along workout_sets_completed_idx (user_id, exercise_id, completed_at). So only the
 * member's timed and distance sets are read, never their every set: a plain join let the planner scan all 25,000 sets
 * of the seed:scale member (30 ms) to find none.
 */

/** Exercises whose sets log a time or a distance, of the catalogue and of the member. */
const effortExercisesSql = (userId: string): SQL =>
  sql`SELECT e.id FROM exercises e
      WHERE e.effort_mode <> 'reps' AND (e.owner_user_id IS NULL OR e.owner_user_id = ${userId})`;

/**
 * A FROM clause: each exercise that logs time or distance (`e`, its `e.id`), with `perExercise` run for it alone
 * (`x`). `perExercise` must aggregate (or group) over the sets of exercise e.id, so it stays a subquery per exercise.
 */
export const eachEffortExerciseSql = (userId: string, perExercise: SQL): SQL =>
  sql`(${effortExercisesSql(userId)}) e CROSS JOIN LATERAL (${perExercise}) x`;

/**
 * FROM and WHERE of the member's completed working sets (warm-ups left out) of exercise e.id in finished workouts
 * with a time or a distance, completed at or after `since` (an instant; null: ever): `s` the set, `w` the workout.
 */
export function finishedEffortSetsOfExerciseSql(userId: string, since: SQL | null): SQL {
  return sql`FROM workout_sets s
    JOIN workout_exercises we ON we.id = s.workout_exercise_id
    JOIN workouts w ON w.id = we.workout_id AND w.ended_at IS NOT NULL
    WHERE s.user_id = ${userId} AND s.exercise_id = e.id AND s.is_completed AND s.set_kind <> 'warmup'
      AND (s.distance_m IS NOT NULL OR s.duration_sec IS NOT NULL)
      ${since ? sql`AND s.completed_at >= ${since}` : sql``}`;
}
