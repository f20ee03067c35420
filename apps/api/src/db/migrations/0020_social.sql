-- The social side (issue 19): a handle, bio and privacy on the profile, each workout's visibility, follows (with
-- requests a private member approves), blocks, likes and comments.

ALTER TABLE profiles
  ADD COLUMN handle text CHECK (handle ~ '^[a-z0-9_]{3,40}$'),
  ADD COLUMN bio text CHECK (char_length(bio) <= 300),
  ADD COLUMN privacy text NOT NULL DEFAULT 'public' CHECK (privacy IN ('public', 'followers', 'private')),
  ADD COLUMN default_workout_visibility text NOT NULL DEFAULT 'public'
    CHECK (default_workout_visibility IN ('public', 'followers', 'private'));
CREATE UNIQUE INDEX profiles_handle_key ON profiles (handle);
-- Finding people by the start of their handle or name.
CREATE INDEX profiles_handle_prefix_idx ON profiles (handle text_pattern_ops);
CREATE INDEX profiles_display_name_prefix_idx ON profiles (lower(display_name) text_pattern_ops);

-- Every profile gets a handle when it is made, whichever path makes it (sign-up, the demo seed, a test): the e-mail's
-- name cleaned to the handle's letters, and a part of the id's hash when that is taken. A restore brings its own.
CREATE FUNCTION profiles_default_handle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
BEGIN
  IF NEW.handle IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT left(lower(regexp_replace(split_part(email, '@', 1), '[^A-Za-z0-9_]', '', 'g')), 20) INTO base
    FROM "user" WHERE id = NEW.user_id;
  IF base IS NULL OR char_length(base) < 3 THEN
    base := 'member';
  END IF;
  candidate := base;
  IF EXISTS (SELECT 1 FROM profiles WHERE handle = candidate) THEN
    candidate := base || '_' || left(md5(NEW.user_id), 8);
  END IF;
  IF EXISTS (SELECT 1 FROM profiles WHERE handle = candidate) THEN
    candidate := 'u_' || md5(NEW.user_id);
  END IF;
  NEW.handle := candidate;
  RETURN NEW;
END;
$$;
CREATE TRIGGER profiles_default_handle BEFORE INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_default_handle();

UPDATE profiles p SET handle = 'u_' || md5(p.user_id) WHERE handle IS NULL;
INSERT INTO profiles (user_id) SELECT id FROM "user" ON CONFLICT (user_id) DO NOTHING;
ALTER TABLE profiles ALTER COLUMN handle SET NOT NULL;

-- NULL follows the owner's default_workout_visibility, so changing the default changes the workouts left on it.
ALTER TABLE workouts
  ADD COLUMN visibility text CHECK (visibility IN ('public', 'followers', 'private'));

CREATE TABLE follows (
  follower_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  followee_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  -- pending: a request to a private member, waiting for their answer.
  status text NOT NULL CHECK (status IN ('pending', 'accepted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
-- A member's followers and requests, newest first.
CREATE INDEX follows_followee_idx ON follows (followee_id, status, created_at DESC);

CREATE TABLE blocks (
  blocker_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  blocked_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);

CREATE TABLE workout_likes (
  workout_id uuid NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workout_id, user_id)
);
CREATE INDEX workout_likes_user_idx ON workout_likes (user_id);

CREATE TABLE workout_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workout_id uuid NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  body text NOT NULL CHECK (btrim(body) <> '' AND char_length(body) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workout_comments_workout_idx ON workout_comments (workout_id, created_at, id);
CREATE INDEX workout_comments_user_idx ON workout_comments (user_id);
