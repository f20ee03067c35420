import { sql } from 'drizzle-orm';
import type { LanguageCode, PersonaKind } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** Persona members are told apart by their address: persona-<kind>-<8 hex>@personas.lifeorbit.app. */
export const PERSONA_DOMAIN = 'personas.lifeorbit.app';
const PERSONA_EMAIL = `^persona-(.+)-[0-9a-f]{8}@personas\\.lifeorbit\\.app$`;

export const personaEmail = (kind: PersonaKind, suffix: string) => `persona-${kind}-${suffix}@${PERSONA_DOMAIN}`;

interface MemberRow {
  id: string;
  name: string;
  persona: PersonaKind;
  created_at: Date | string;
  workouts: number | string;
}

const memberSelect = sql`
  SELECT u.id, u.name, substring(u.email from ${PERSONA_EMAIL}) AS persona, u.created_at,
         (SELECT count(*) FROM workouts w WHERE w.user_id = u.id AND w.ended_at IS NOT NULL) AS workouts
  FROM "user" u`;

const toMember = (row: MemberRow) => ({
  id: row.id,
  name: row.name,
  persona: row.persona,
  createdAt: new Date(row.created_at).toISOString(),
  workouts: Number(row.workouts),
});

/** The seeded persona members, newest first, one page (the e-mail's suffix is the same for all of them). */
export async function listPersonaMembers(db: AppDb, page: number, pageSize: number) {
  const like = `persona-%@${PERSONA_DOMAIN}`;
  const [rows, [total]] = await Promise.all([
    queryRows<MemberRow>(
      db,
      sql`${memberSelect} WHERE u.email LIKE ${like} AND u.email ~ ${PERSONA_EMAIL}
          ORDER BY u.created_at DESC, u.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    queryRows<{ n: string | number }>(
      db,
      sql`SELECT count(*) AS n FROM "user" u WHERE u.email LIKE ${like} AND u.email ~ ${PERSONA_EMAIL}`,
    ),
  ]);
  return { members: rows.map(toMember), total: Number(total?.n ?? 0) };
}

export async function findPersonaMember(db: AppDb, userId: string) {
  const [row] = await queryRows<MemberRow>(
    db,
    sql`${memberSelect} WHERE u.id = ${userId} AND u.email ~ ${PERSONA_EMAIL}`,
  );
  return row ? toMember(row) : null;
}

export async function countSets(db: AppDb, userId: string) {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM workout_sets WHERE user_id = ${userId} AND is_completed`,
  );
  return Number(row?.n ?? 0);
}

/** The dashboard's numbers for one member, each an aggregate in SQL over the member's indexed rows. */
export async function dashboardOf(db: AppDb, userId: string, lang: LanguageCode, now: Date) {
  const at = now.toISOString();
  const [[totals], topLifts, weeks] = await Promise.all([
    queryRows<{
      workouts: string | number;
      first_at: Date | string | null;
      last_at: Date | string | null;
      sets: string | number;
      volume: string | number | null;
      records: string | number;
    }>(
      db,
      sql`SELECT
            (SELECT count(*) FROM workouts WHERE user_id = ${userId} AND ended_at IS NOT NULL) AS workouts,
            (SELECT min(started_at) FROM workouts WHERE user_id = ${userId} AND ended_at IS NOT NULL) AS first_at,
            (SELECT max(ended_at) FROM workouts WHERE user_id = ${userId} AND ended_at IS NOT NULL) AS last_at,
            (SELECT count(*) FROM workout_sets WHERE user_id = ${userId} AND is_completed AND set_kind <> 'warmup') AS sets,
            (SELECT sum(weight * reps) FROM workout_sets
              WHERE user_id = ${userId} AND is_completed AND set_kind <> 'warmup') AS volume,
            (SELECT count(*) FROM personal_records WHERE user_id = ${userId}) AS records`,
    ),
    queryRows<{ exercise_id: string; name: string; best: string | number; best_e1rm: string | number }>(
      db,
      sql`SELECT s.exercise_id, coalesce(tl.name, te.name, e.slug) AS name, max(s.weight) AS best,
                 max(CASE WHEN s.reps = 1 THEN s.weight ELSE s.weight * (1 + s.reps / 30.0) END) AS best_e1rm
          FROM workout_sets s
          JOIN exercises e ON e.id = s.exercise_id
          LEFT JOIN exercises_translations tl ON tl.exercise_id = e.id AND tl.language_code = ${lang}
          LEFT JOIN exercises_translations te ON te.exercise_id = e.id AND te.language_code = 'en'
          WHERE s.user_id = ${userId} AND s.is_completed AND s.set_kind <> 'warmup' AND s.weight > 0 AND s.reps > 0
          GROUP BY s.exercise_id, tl.name, te.name, e.slug
          ORDER BY best DESC, name LIMIT 5`,
    ),
    queryRows<{ week_start: string; workouts: string | number; volume: string | number }>(
      db,
      sql`WITH weeks AS (
            SELECT generate_series(date_trunc('week', ${at}::timestamptz AT TIME ZONE 'UTC') - interval '7 weeks',
                                   date_trunc('week', ${at}::timestamptz AT TIME ZONE 'UTC'), interval '1 week') AS week_start)
          SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start,
                 (SELECT count(*) FROM workouts w WHERE w.user_id = ${userId} AND w.ended_at IS NOT NULL
                    AND w.ended_at >= weeks.week_start AT TIME ZONE 'UTC'
                    AND w.ended_at < (weeks.week_start + interval '1 week') AT TIME ZONE 'UTC') AS workouts,
                 (SELECT coalesce(sum(s.weight * s.reps), 0) FROM workout_sets s
                   WHERE s.user_id = ${userId} AND s.is_completed AND s.set_kind <> 'warmup'
                    AND s.completed_at >= weeks.week_start AT TIME ZONE 'UTC'
                    AND s.completed_at < (weeks.week_start + interval '1 week') AT TIME ZONE 'UTC') AS volume
          FROM weeks ORDER BY weeks.week_start`,
    ),
  ]);
  const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
  return {
    totals: {
      workouts: Number(totals?.workouts ?? 0),
      sets: Number(totals?.sets ?? 0),
      volumeKg: Math.round(Number(totals?.volume ?? 0) * 10) / 10,
      firstWorkoutAt: iso(totals?.first_at),
      lastWorkoutAt: iso(totals?.last_at),
      personalRecords: Number(totals?.records ?? 0),
    },
    topLifts: topLifts.map((r) => ({
      exerciseId: r.exercise_id,
      name: r.name,
      bestKg: Number(r.best),
      bestOneRepMaxKg: Math.round(Number(r.best_e1rm) * 10) / 10,
    })),
    weeks: weeks.map((r) => ({
      weekStart: r.week_start,
      workouts: Number(r.workouts),
      volumeKg: Math.round(Number(r.volume) * 10) / 10,
    })),
  };
}
