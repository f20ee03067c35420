import { eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { apiRateLimits } from '../../db/life-areas-schema';
import { adminActionLog } from '../../db/schema';

export interface AdminActionInsert {
  actorUserId: string | null;
  actionType: string;
  targetUserId: string | null;
  details: Record<string, unknown>;
}

export async function insertAdminAction(db: AppDb, action: AdminActionInsert): Promise<string> {
  const [row] = await db.insert(adminActionLog).values(action).returning({ id: adminActionLog.id });
  return row!.id;
}

/**
 * Counts one hit on `key` in a fixed window and answers the count so far in the current window. One statement, so
 * concurrent hits from several API processes never lose a count.
 */
export async function countRateLimitHit(db: AppDb, key: string, windowMs: number, nowMs: number): Promise<number> {
  const expired = sql`${apiRateLimits.windowStart} <= ${nowMs - windowMs}`;
  const [row] = await db
    .insert(apiRateLimits)
    .values({ key, windowStart: nowMs, count: 1 })
    .onConflictDoUpdate({
      target: apiRateLimits.key,
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN ${nowMs} ELSE ${apiRateLimits.windowStart} END`,
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${apiRateLimits.count} + 1 END`,
      },
    })
    .returning({ count: apiRateLimits.count });
  return row!.count;
}

export async function deleteRateLimitsBefore(db: AppDb, beforeMs: number): Promise<void> {
  await db.delete(apiRateLimits).where(lt(apiRateLimits.windowStart, beforeMs));
}

export async function deleteRateLimit(db: AppDb, key: string): Promise<void> {
  await db.delete(apiRateLimits).where(eq(apiRateLimits.key, key));
}
