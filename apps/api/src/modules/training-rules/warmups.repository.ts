import { sql, type SQL } from 'drizzle-orm';
import type { WarmupAnswer, WarmupPlan } from '@lifeorbit/contracts';
import { preparedRows } from '../../core/db';
import type { AppDb } from '../../db/client';

const iso = (value: unknown): string => new Date(value as string).toISOString();

export interface StoredWarmup {
  warmupPlan: WarmupPlan;
  warmupFeedback: WarmupAnswer | null;
  warmupUpdatedAt: string;
}

/**
 * Stores a plan (and, when given, the member's answer). warmup_updated_at always moves forward, even for two stores
 * within one millisecond, so a client can tell a regenerated plan from the one it has.
 */
export async function storeWarmup(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  plan: WarmupPlan,
  answer?: WarmupAnswer,
): Promise<StoredWarmup | null> {
  const [row] = await preparedRows<{
    warmup_plan: WarmupPlan;
    warmup_feedback: WarmupAnswer | null;
    warmup_updated_at: unknown;
  }>(
    db,
    sql`UPDATE workout_exercises SET ${warmupAssignments(plan, answer)}
        WHERE id = ${workoutExerciseId} AND user_id = ${userId}
        RETURNING warmup_plan, warmup_feedback, warmup_updated_at`,
  );
  if (!row) return null;
  return {
    warmupPlan: row.warmup_plan,
    warmupFeedback: row.warmup_feedback ?? null,
    warmupUpdatedAt: iso(row.warmup_updated_at),
  };
}

/** The SET list of storeWarmup, for an UPDATE of workout_exercises that does more (a set's log: ADR 013). */
export function warmupAssignments(plan: WarmupPlan, answer?: WarmupAnswer): SQL {
  return sql`warmup_plan = ${JSON.stringify(plan)}::jsonb,
      ${answer === undefined ? sql`` : sql`warmup_feedback = ${answer},`}
      warmup_updated_at = GREATEST(date_trunc('milliseconds', clock_timestamp()),
                                   warmup_updated_at + interval '1 millisecond'),
      updated_at = now()`;
}
