import { sql, type SQL } from 'drizzle-orm';

/**
 * Who sees what, in SQL, so that every read (feed, profile, counts, search, likes, comments) applies the same rule and
 * no answer is filtered in JavaScript after the fact:
 * - the owner sees all of their workouts;
 * - a member blocked by the owner, or who blocked them, sees none of them (nor the profile);
 * - an accepted follower sees every workout that is not private;
 * - anyone else (anonymous too) sees the public workouts of a public profile;
 * - a workout a superadmin hid after a report is seen by its owner only.
 * A workout's visibility is its own, or its owner's default when it has none.
 */

/** The effective visibility of workout `w` whose owner's profile is `p`. */
export const EFFECTIVE_VISIBILITY = sql`COALESCE(w.visibility, p.default_workout_visibility)`;

/** Whether either of the two members blocked the other. */
export function blockedBetweenSql(viewerId: string | null, ownerId: SQL): SQL {
  if (!viewerId) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM blocks b
    WHERE (b.blocker_id = ${viewerId} AND b.blocked_id = ${ownerId})
       OR (b.blocker_id = ${ownerId} AND b.blocked_id = ${viewerId}))`;
}

/** Whether the viewer follows the owner (an accepted follow, not a request). */
export function followsSql(viewerId: string | null, ownerId: SQL): SQL {
  if (!viewerId) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM follows f
    WHERE f.follower_id = ${viewerId} AND f.followee_id = ${ownerId} AND f.status = 'accepted')`;
}

/** Whether the viewer may see workout `w` (joined with its owner's profile `p`). */
export function workoutVisibleSql(viewerId: string | null): SQL {
  const isOwner = viewerId ? sql`w.user_id = ${viewerId}` : sql`false`;
  return sql`(${isOwner} OR (${EFFECTIVE_VISIBILITY} <> 'private' AND w.hidden_at IS NULL
    AND (${followsSql(viewerId, sql`w.user_id`)}
         OR (p.privacy = 'public' AND ${EFFECTIVE_VISIBILITY} = 'public' AND NOT ${blockedBetweenSql(viewerId, sql`w.user_id`)}))))`;
}

/** A member as a card: handle, shown name (display name, else the e-mail's name), avatar; `p` and `u` joined. */
export const MEMBER_CARD_JSON = sql`json_build_object('handle', p.handle,
  'name', COALESCE(NULLIF(btrim(p.display_name), ''), split_part(u.email, '@', 1)), 'avatarUrl', p.avatar_url)`;
