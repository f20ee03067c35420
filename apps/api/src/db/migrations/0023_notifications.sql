-- Notifications (issue 19, ADR 028): what the bell counts. Each row is written in the same transaction as the social
-- action that causes it (a follow, a follow request, a like, a comment), never for the member's own action, and goes
-- away with it: an unfollow, a withdrawn or declined request, an unlike, a deleted comment, a block, a deleted
-- workout or account. State lives here, so every API process answers the same count.

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Who is told.
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  -- Who did it.
  actor_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('follow', 'follow_request', 'like', 'comment')),
  workout_id uuid REFERENCES workouts(id) ON DELETE CASCADE,
  comment_id uuid REFERENCES workout_comments(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  CHECK (user_id <> actor_id),
  CHECK ((kind IN ('like', 'comment')) = (workout_id IS NOT NULL)),
  CHECK ((kind = 'comment') = (comment_id IS NOT NULL))
);
-- The list, newest first, paged by (created_at, id).
CREATE INDEX notifications_list_idx ON notifications (user_id, created_at DESC, id DESC);
-- The bell's count: only the unread rows are in it.
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
-- Undoing a follow, a like or a block finds the rows of one actor for one member.
CREATE INDEX notifications_actor_idx ON notifications (actor_id, user_id);
-- A deleted workout or comment takes its rows with it (the foreign keys' cascades look them up).
CREATE INDEX notifications_workout_idx ON notifications (workout_id) WHERE workout_id IS NOT NULL;
CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL;
