import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parseEventBlock } from '@lifeorbit/contracts/event-stream';
import { queryRows } from '../src/core/db';
import { call, getRuntime, type TestMember } from './harness';

/** Helpers of the coach's API tests: training on chosen days, and reading a streamed answer. */

export interface SeededSession {
  day: string;
  slug: string;
  /** [kg, reps] per working set. */
  sets: [number, number][];
}

/** Stores finished workouts at noon UTC of each day, one catalogue exercise each, with completed sets. */
export async function seedSessions(member: TestMember, sessions: SeededSession[]): Promise<void> {
  const { db } = (await getRuntime()).database;
  for (const session of sessions) {
    const [exercise] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id::text AS id FROM exercises WHERE slug = ${session.slug} AND owner_user_id IS NULL`,
    );
    const workoutId = crypto.randomUUID();
    const workoutExerciseId = crypto.randomUUID();
    const startedAt = `${session.day}T12:00:00Z`;
    await db.execute(
      sql`INSERT INTO workouts (id, user_id, title, started_at, ended_at)
          VALUES (${workoutId}, ${member.id}, 'Seeded', ${startedAt}, ${startedAt}::timestamptz + interval '1 hour')`,
    );
    await db.execute(
      sql`INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index)
          VALUES (${workoutExerciseId}, ${workoutId}, ${member.id}, ${exercise!.id}, 0)`,
    );
    for (const [index, [kg, reps]] of session.sets.entries()) {
      await db.execute(
        sql`INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, set_kind,
              is_completed, completed_at)
            VALUES (${crypto.randomUUID()}, ${workoutExerciseId}, ${member.id}, ${exercise!.id}, ${index + 1}, ${kg},
              ${reps}, 'normal', true, ${startedAt})`,
      );
    }
  }
}

export interface StreamedAnswer {
  status: number;
  contentType: string | null;
  events: { event: string; data: Record<string, unknown> }[];
  text: string;
}

/** Reads a server-sent-event answer into its events and the text of its deltas. */
export async function readStream(response: Response): Promise<StreamedAnswer> {
  const raw = await response.text();
  const events = raw
    .split('\n\n')
    .map(parseEventBlock)
    .filter((e) => e !== null)
    .map(({ event, data }) => ({ event, data: JSON.parse(data) as Record<string, unknown> }));
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
  return { status: response.status, contentType: response.headers.get('content-type'), events, text };
}

export async function ask(member: TestMember, body: Record<string, unknown>): Promise<StreamedAnswer> {
  const response = await call('POST', '/api/coach/messages', {
    cookie: member.cookie,
    body: { today: '2026-11-25', tz: 'UTC', language: 'en', ...body },
  });
  return readStream(response);
}
