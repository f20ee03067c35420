import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Readiness } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { readinessCheckins } from '../../db/readiness-schema';

const columns = {
  day: readinessCheckins.day,
  energy: readinessCheckins.energy,
  energyAnswer: readinessCheckins.energyAnswer,
  sleep: readinessCheckins.sleep,
  soreness: readinessCheckins.soreness,
  stress: readinessCheckins.stress,
  note: readinessCheckins.note,
};

export interface ReadinessRow {
  day: string;
  energy: number;
  energyAnswer: number | null;
  sleep: number | null;
  soreness: number | null;
  stress: number | null;
  note: string | null;
}

/** One check-in per member per day: saving the same day again replaces the answers. */
export async function upsertCheckin(db: AppDb, userId: string, row: ReadinessRow): Promise<Readiness> {
  const [saved] = await db
    .insert(readinessCheckins)
    .values({ userId, ...row })
    .onConflictDoUpdate({
      target: [readinessCheckins.userId, readinessCheckins.day],
      set: { ...row, updatedAt: sql`now()` },
    })
    .returning(columns);
  return saved!;
}

export async function findLatestCheckin(db: AppDb, userId: string): Promise<Readiness | null> {
  const rows = await db
    .select(columns)
    .from(readinessCheckins)
    .where(eq(readinessCheckins.userId, userId))
    .orderBy(desc(readinessCheckins.day))
    .limit(1);
  return rows[0] ?? null;
}

export async function listCheckins(db: AppDb, userId: string, from: string, until: string): Promise<Readiness[]> {
  return db
    .select(columns)
    .from(readinessCheckins)
    .where(
      and(eq(readinessCheckins.userId, userId), gte(readinessCheckins.day, from), lte(readinessCheckins.day, until)),
    )
    .orderBy(desc(readinessCheckins.day));
}
