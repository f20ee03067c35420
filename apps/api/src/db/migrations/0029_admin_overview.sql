-- The admin home (issue 24): its counts read indexes, never whole tables. Members who joined in a window, and
-- workouts finished in a window (with the member, so "active this week" is an index-only count of distinct members).

CREATE INDEX user_created_at_idx ON "user" (created_at);
CREATE INDEX workouts_ended_at_idx ON workouts (ended_at, user_id) WHERE ended_at IS NOT NULL;
