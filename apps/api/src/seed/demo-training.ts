import crypto from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { exercises } from '../db/catalogue-schema';
import type { AppDb } from '../db/client';
import { recomputeMembersRecords } from '../modules/training-rules';

/**
 * A few weeks of real-looking training for the demo member, so a first `npm start` shows history, previous sets,
 * suggestions and progress instead of empty pages: three templates in a Push / Pull / Legs program, nine finished
 * workouts with progressing weights and feel notes, the personal records those sets beat (decided as an import decides
 * them, so /progress shows what logging them would have), and daily readiness check-ins. Some of it is timed or
 * covers a distance (issue 39), as in every lifter's week: a farmer's walk closes pull day, planks close leg day, and
 * a 5 km run once a week gets a little faster each time.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** One set of a time or distance exercise: kg (each hand's, for a carry), metres, seconds. */
interface EffortSet {
  kg?: number;
  distanceM?: number;
  durationSec?: number;
}

interface PlannedExercise {
  slug: string;
  sets: number;
  /** Top weight in kg of the first session; later sessions add `stepKg`. */
  startKg: number;
  stepKg: number;
  reps: number;
  restSec: number;
  /** A time or distance exercise's sets, round by round (the program's first, second, third pass), instead. */
  efforts?: EffortSet[][];
}

const carries = (kg: number): EffortSet[] => Array.from({ length: 3 }, () => ({ kg, distanceM: 40 }));
const holds = (...seconds: number[]): EffortSet[] => seconds.map((durationSec) => ({ durationSec }));
const effort = (slug: string, efforts: EffortSet[][], restSec: number): PlannedExercise => ({
  slug,
  sets: efforts[0]!.length,
  startKg: 0,
  stepKg: 0,
  reps: 0,
  restSec,
  efforts,
});

const TEMPLATES: { name: string; exercises: PlannedExercise[] }[] = [
  {
    name: 'Push day',
    exercises: [
      { slug: 'bench-press', sets: 3, startKg: 75, stepKg: 2.5, reps: 10, restSec: 150 },
      { slug: 'overhead-press', sets: 3, startKg: 42.5, stepKg: 1.25, reps: 8, restSec: 120 },
      { slug: 'triceps-pushdown', sets: 3, startKg: 25, stepKg: 2.5, reps: 12, restSec: 90 },
    ],
  },
  {
    name: 'Pull day',
    exercises: [
      { slug: 'deadlift', sets: 3, startKg: 120, stepKg: 5, reps: 5, restSec: 180 },
      { slug: 'barbell-row', sets: 3, startKg: 60, stepKg: 2.5, reps: 8, restSec: 120 },
      { slug: 'lat-pulldown', sets: 3, startKg: 50, stepKg: 5, reps: 10, restSec: 90 },
      // Two dumbbells of 24, then 28, then 32 kg, 40 m a set.
      effort('farmers-walk', [carries(24), carries(28), carries(32)], 90),
    ],
  },
  {
    name: 'Leg day',
    exercises: [
      { slug: 'back-squat', sets: 3, startKg: 90, stepKg: 2.5, reps: 8, restSec: 180 },
      { slug: 'leg-press', sets: 3, startKg: 140, stepKg: 10, reps: 10, restSec: 120 },
      { slug: 'standing-calf-raise', sets: 3, startKg: 60, stepKg: 5, reps: 12, restSec: 60 },
      effort('plank', [holds(45, 50, 45), holds(55, 60, 55), holds(65, 75, 70)], 60),
    ],
  },
];

/**
 * The 5 km run of each week, on a day off lifting (days before the seed's day; the lifting days are even), a little
 * faster each time: 27:48, 27:02, 26:15.
 */
const RUN = { slug: 'outdoor-run', title: '5 km run', distanceM: 5000 };
const RUNS = [
  { daysAgo: 15, durationSec: 1668 },
  { daysAgo: 9, durationSec: 1622 },
  { daysAgo: 3, durationSec: 1575 },
];

const FEELS = ['=', '+', '=', '-', '='];

async function exerciseIds(db: AppDb, slugs: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: exercises.id, slug: exercises.slug })
    .from(exercises)
    .where(and(inArray(exercises.slug, slugs), isNull(exercises.ownerUserId)));
  return new Map(rows.map((row) => [row.slug!, row.id]));
}

interface SeededSet extends EffortSet {
  workoutExerciseId: string;
  userId: string;
  exerciseId: string;
  setIndex: number;
  reps?: number;
  completedAt: Date;
  notes: string | null;
}

/** A completed working set, in kg: a weight and reps, or an effort's time and distance (issue 39). */
async function insertSet(db: AppDb, set: SeededSet): Promise<void> {
  await db.execute(
    sql`INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, weight_unit,
          duration_sec, distance_m, rpe, notes, set_kind, is_completed, completed_at)
        VALUES (${crypto.randomUUID()}, ${set.workoutExerciseId}, ${set.userId}, ${set.exerciseId}, ${set.setIndex},
          ${set.kg ?? null}, ${set.reps ?? null}, 'kg', ${set.durationSec ?? null}, ${set.distanceM ?? null}, null,
          ${set.notes}, 'normal', true, ${set.completedAt.toISOString()})`,
  );
}

/** A finished workout of one 5 km run, early on the day `daysAgo` days before `now`. */
async function insertRun(
  db: AppDb,
  userId: string,
  exerciseId: string,
  now: Date,
  run: { daysAgo: number; durationSec: number },
): Promise<void> {
  const startedAt = new Date(now.getTime() - run.daysAgo * DAY_MS - 5 * 60 * 60 * 1000);
  const completedAt = new Date(startedAt.getTime() + (run.durationSec + 5 * 60) * 1000);
  const workoutId = crypto.randomUUID();
  const workoutExerciseId = crypto.randomUUID();
  await db.execute(
    sql`INSERT INTO workouts (id, user_id, title, started_at, ended_at)
        VALUES (${workoutId}, ${userId}, ${RUN.title}, ${startedAt.toISOString()},
          ${new Date(completedAt.getTime() + 5 * 60 * 1000).toISOString()})`,
  );
  await db.execute(
    sql`INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index, target_sets)
        VALUES (${workoutExerciseId}, ${workoutId}, ${userId}, ${exerciseId}, 0, 1)`,
  );
  await insertSet(db, {
    workoutExerciseId,
    userId,
    exerciseId,
    setIndex: 1,
    distanceM: RUN.distanceM,
    durationSec: run.durationSec,
    completedAt,
    notes: null,
  });
}

export async function seedDemoTraining(db: AppDb, userId: string, now = new Date()): Promise<void> {
  const slugs = [...TEMPLATES.flatMap((t) => t.exercises.map((e) => e.slug)), RUN.slug];
  const ids = await exerciseIds(db, slugs);
  if (ids.size !== new Set(slugs).size) return; // A catalogue without these exercises: nothing to seed.

  await db.transaction(async (tx) => {
    const templateIds: string[] = [];
    for (const template of TEMPLATES) {
      const templateId = crypto.randomUUID();
      templateIds.push(templateId);
      await tx.execute(
        sql`INSERT INTO workout_templates (id, user_id, name) VALUES (${templateId}, ${userId}, ${template.name})`,
      );
      for (const [index, exercise] of template.exercises.entries()) {
        await tx.execute(
          sql`INSERT INTO workout_template_exercises (id, template_id, exercise_id, order_index, target_sets,
                target_reps_min, target_reps_max, target_reps, rest_sec)
              VALUES (${crypto.randomUUID()}, ${templateId}, ${ids.get(exercise.slug)}, ${index}, ${exercise.sets},
                ${exercise.efforts ? null : Math.max(1, exercise.reps - 2)},
                ${exercise.efforts ? null : exercise.reps + 2}, ${exercise.efforts ? null : exercise.reps},
                ${exercise.restSec})`,
        );
      }
    }
    const programId = crypto.randomUUID();
    await tx.execute(
      sql`INSERT INTO training_programs (id, user_id, name, description, position, is_active)
          VALUES (${programId}, ${userId}, 'Push / Pull / Legs', 'Three days a week, rotating.', 0, true)`,
    );
    for (const [index, templateId] of templateIds.entries()) {
      await tx.execute(
        sql`INSERT INTO training_program_templates (program_id, order_index, template_id)
            VALUES (${programId}, ${index}, ${templateId})`,
      );
    }

    // Nine sessions, every other day or so, ending yesterday; the program position follows them.
    const sessions = 9;
    for (let n = 0; n < sessions; n++) {
      const templateIndex = n % TEMPLATES.length;
      const template = TEMPLATES[templateIndex]!;
      const round = Math.floor(n / TEMPLATES.length);
      const startedAt = new Date(now.getTime() - (sessions - n) * 2 * DAY_MS - 2 * 60 * 60 * 1000);
      const workoutId = crypto.randomUUID();
      await tx.execute(
        sql`INSERT INTO workouts (id, user_id, title, started_at, ended_at, template_id, program_id, program_position,
              program_template_id)
            VALUES (${workoutId}, ${userId}, ${template.name}, ${startedAt.toISOString()},
              ${new Date(startedAt.getTime() + 62 * 60 * 1000).toISOString()}, ${templateIds[templateIndex]},
              ${programId}, ${templateIndex}, ${templateIds[templateIndex]})`,
      );
      for (const [order, exercise] of template.exercises.entries()) {
        const exerciseId = ids.get(exercise.slug)!;
        const workoutExerciseId = crypto.randomUUID();
        await tx.execute(
          sql`INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index, target_sets, target_reps,
                rest_sec)
              VALUES (${workoutExerciseId}, ${workoutId}, ${userId}, ${exerciseId}, ${order}, ${exercise.sets},
                ${exercise.efforts ? null : exercise.reps}, ${exercise.restSec})`,
        );
        const topKg = exercise.startKg + round * exercise.stepKg;
        for (let set = 1; set <= exercise.sets; set++) {
          const completedAt = new Date(startedAt.getTime() + (order * 16 + set * 3) * 60 * 1000);
          const feel = FEELS[(n + set + order) % FEELS.length]!;
          const planned = exercise.efforts?.[round]?.[set - 1];
          await insertSet(tx as unknown as AppDb, {
            workoutExerciseId,
            userId,
            exerciseId,
            setIndex: set,
            completedAt,
            notes: `Feel: ${feel}`,
            ...(planned ?? { kg: topKg, reps: exercise.reps + (set === 1 ? 2 : set === 2 ? 1 : 0) }),
          });
        }
      }
    }
    for (const run of RUNS) await insertRun(tx as unknown as AppDb, userId, ids.get(RUN.slug)!, now, run);
    await tx.execute(
      sql`UPDATE training_programs SET position = ${sessions % TEMPLATES.length} WHERE id = ${programId}`,
    );
    await recomputeMembersRecords(tx as unknown as AppDb, [userId]);

    for (let day = 1; day <= 14; day++) {
      const date = new Date(now.getTime() - day * DAY_MS).toISOString().slice(0, 10);
      const energy = 55 + ((day * 17) % 35);
      await tx.execute(
        sql`INSERT INTO readiness_checkins (user_id, day, energy, energy_answer) VALUES (${userId}, ${date}, ${energy}, ${energy})
            ON CONFLICT (user_id, day) DO NOTHING`,
      );
    }
  });
}
