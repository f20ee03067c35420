import { sql, type SQL } from 'drizzle-orm';
import type {
  LanguageCode,
  MemberCard,
  PersonalRecordPost,
  WorkoutPost,
  WorkoutVisibility,
} from '@lifeorbit/contracts';
import { CURSOR_TIME_FORMAT, type TimeIdCursor } from '../../core/cursor';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { exerciseNameSql } from '../catalogue';
import { EFFECTIVE_VISIBILITY, MEMBER_CARD_JSON, workoutVisibleSql } from './visibility.sql';

/** Finished workouts as posts: the feed of the people a member follows, and the recent workouts on a profile. */

interface PostRow {
  id: string;
  user_id: string;
  title: string;
  notes: string | null;
  started_at: unknown;
  ended_at: unknown;
  ended_key: string;
  visibility: WorkoutVisibility;
  author: MemberCard;
  set_count: unknown;
  volume_kg: unknown;
  distance_m: unknown;
  timed_sec: unknown;
  exercise_names: string[];
  records: {
    exerciseName: string;
    kinds: PersonalRecordPost['kinds'];
    weightKg: unknown;
    reps: unknown;
    durationSec: unknown;
    distanceM: unknown;
  }[];
  like_count: unknown;
  liked_by_me: boolean;
  comment_count: unknown;
}

export interface PostPage {
  posts: WorkoutPost[];
  keys: TimeIdCursor[];
}

/**
 * What a post shows, for the workouts of `page` (columns id, user_id, title, notes, started_at, ended_at, visibility):
 * computed only for the page's rows, after the page is chosen by an index.
 */
function postsSql(page: SQL, viewerId: string | null, lang: LanguageCode, kgPerLb: number): SQL {
  return sql`WITH page AS (${page})
    SELECT w.id, w.user_id, w.title, w.notes, w.started_at, w.ended_at, w.visibility,
      to_char(w.ended_at AT TIME ZONE 'UTC', ${sql.raw(CURSOR_TIME_FORMAT)}) AS ended_key,
      ${MEMBER_CARD_JSON} AS author, stats.set_count, stats.volume_kg, stats.distance_m, stats.timed_sec,
      COALESCE((SELECT json_agg(${exerciseNameSql(sql`we.exercise_id`, lang)} ORDER BY we.order_index)
                FROM workout_exercises we WHERE we.workout_id = w.id), '[]'::json) AS exercise_names,
      COALESCE((SELECT json_agg(json_build_object('exerciseName', ${exerciseNameSql(sql`pr.exercise_id`, lang)},
                  'kinds', pr.kinds, 'weightKg', pr.weight_kg, 'reps', pr.reps, 'durationSec', pr.duration_sec,
                  'distanceM', pr.distance_m) ORDER BY we.order_index, s.set_index)
                FROM workout_exercises we JOIN workout_sets s ON s.workout_exercise_id = we.id
                JOIN personal_records pr ON pr.set_id = s.id
                WHERE we.workout_id = w.id), '[]'::json) AS records,
      (SELECT count(*) FROM workout_likes l WHERE l.workout_id = w.id) AS like_count,
      ${viewerId ? sql`EXISTS (SELECT 1 FROM workout_likes l WHERE l.workout_id = w.id AND l.user_id = ${viewerId})` : sql`false`}
        AS liked_by_me,
      (SELECT count(*) FROM workout_comments c WHERE c.workout_id = w.id) AS comment_count
    FROM page w
    JOIN profiles p ON p.user_id = w.user_id
    JOIN "user" u ON u.id = w.user_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS set_count,
        COALESCE(sum(s.reps * CASE WHEN s.weight_unit = 'lb' THEN s.weight * ${kgPerLb} ELSE s.weight END), 0)
          AS volume_kg,
        COALESCE(sum(s.distance_m), 0) AS distance_m, COALESCE(sum(s.duration_sec), 0) AS timed_sec
      FROM workout_exercises we JOIN workout_sets s ON s.workout_exercise_id = we.id
      WHERE we.workout_id = w.id AND s.is_completed AND s.set_kind <> 'warmup'
    ) stats
    ORDER BY w.ended_at DESC, w.id DESC`;
}

const numberOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

function toPost(row: PostRow, viewerId: string | null): WorkoutPost {
  const startedAt = new Date(row.started_at as string).toISOString();
  const endedAt = new Date(row.ended_at as string).toISOString();
  return {
    id: row.id,
    author: row.author,
    title: row.title,
    notes: row.notes,
    startedAt,
    endedAt,
    durationSec: Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000)),
    volumeKg: Math.round(Number(row.volume_kg) * 10) / 10,
    setCount: Number(row.set_count),
    distanceM: Math.round(Number(row.distance_m) * 100) / 100,
    timedSec: Number(row.timed_sec),
    exerciseNames: row.exercise_names,
    // A time or distance record (issue 39) has its time and distance, and a weight only when the set had one.
    records: row.records.map((r) => ({
      exerciseName: r.exerciseName,
      kinds: r.kinds,
      weightKg: numberOrNull(r.weightKg),
      reps: numberOrNull(r.reps),
      durationSec: numberOrNull(r.durationSec),
      distanceM: numberOrNull(r.distanceM),
    })),
    visibility: row.visibility,
    likeCount: Number(row.like_count),
    likedByMe: row.liked_by_me,
    commentCount: Number(row.comment_count),
    isMine: row.user_id === viewerId,
  };
}

async function readPosts(db: AppDb, page: SQL, viewerId: string | null, lang: LanguageCode, kgPerLb: number) {
  const rows = await queryRows<PostRow>(db, postsSql(page, viewerId, lang, kgPerLb));
  return {
    posts: rows.map((row) => toPost(row, viewerId)),
    keys: rows.map((row) => ({ at: row.ended_key, id: row.id })),
  };
}

const WORKOUT_COLUMNS = sql`w.id, w.user_id, w.title, w.notes, w.started_at, w.ended_at,
  ${EFFECTIVE_VISIBILITY} AS visibility`;

const afterCursor = (cursor: TimeIdCursor | null) =>
  cursor ? sql`AND (w.ended_at, w.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;

/**
 * The feed: finished workouts of the people the member follows (and their own), newest first. Each author's newest
 * workouts come from the history index (user_id, ended_at DESC, id DESC), at most `limit + 1` each, and the page is
 * the newest of those: the cost grows with the number of people followed, never with the number of workouts.
 */
export async function findFeed(
  db: AppDb,
  viewerId: string,
  { cursor, limit, lang, kgPerLb }: { cursor: TimeIdCursor | null; limit: number; lang: LanguageCode; kgPerLb: number },
): Promise<PostPage> {
  const page = sql`SELECT w.* FROM (
      SELECT followee_id AS user_id FROM follows WHERE follower_id = ${viewerId} AND status = 'accepted'
      UNION ALL SELECT ${viewerId}
    ) authors
    JOIN profiles p ON p.user_id = authors.user_id
    CROSS JOIN LATERAL (
      SELECT ${WORKOUT_COLUMNS} FROM workouts w
      WHERE w.user_id = authors.user_id AND w.ended_at IS NOT NULL ${afterCursor(cursor)}
        AND (w.user_id = ${viewerId} OR (${EFFECTIVE_VISIBILITY} <> 'private' AND w.hidden_at IS NULL))
      ORDER BY w.ended_at DESC, w.id DESC
      LIMIT ${limit + 1}
    ) w
    ORDER BY w.ended_at DESC, w.id DESC
    LIMIT ${limit + 1}`;
  return readPosts(db, page, viewerId, lang, kgPerLb);
}

/** A member's newest finished workouts that the viewer may see. */
export async function findRecentWorkouts(
  db: AppDb,
  ownerId: string,
  viewerId: string | null,
  { limit, lang, kgPerLb }: { limit: number; lang: LanguageCode; kgPerLb: number },
): Promise<WorkoutPost[]> {
  const page = sql`SELECT ${WORKOUT_COLUMNS} FROM workouts w JOIN profiles p ON p.user_id = w.user_id
    WHERE w.user_id = ${ownerId} AND w.ended_at IS NOT NULL AND ${workoutVisibleSql(viewerId)}
    ORDER BY w.ended_at DESC, w.id DESC LIMIT ${limit}`;
  return (await readPosts(db, page, viewerId, lang, kgPerLb)).posts;
}

/** How many finished workouts of the member the viewer may see. */
export async function countVisibleWorkouts(db: AppDb, ownerId: string, viewerId: string | null): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM workouts w JOIN profiles p ON p.user_id = w.user_id
        WHERE w.user_id = ${ownerId} AND w.ended_at IS NOT NULL AND ${workoutVisibleSql(viewerId)}`,
  );
  return Number(row?.n ?? 0);
}

/** The owner of a finished workout the viewer may see, or null (absent, unfinished or hidden from them). */
export async function findVisibleWorkoutOwner(db: AppDb, workoutId: string, viewerId: string): Promise<string | null> {
  const [row] = await queryRows<{ user_id: string }>(
    db,
    sql`SELECT w.user_id FROM workouts w JOIN profiles p ON p.user_id = w.user_id
        WHERE w.id = ${workoutId} AND w.ended_at IS NOT NULL AND ${workoutVisibleSql(viewerId)}`,
  );
  return row?.user_id ?? null;
}
