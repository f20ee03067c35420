-- Mentors and the marketplace, Discover (issue 21, ADR 030): a mentor is a member with the 'mentor' role and a row in
-- mentor_profiles (or an invitation by e-mail that the member claims when they first sign in); members follow
-- mentors; programs and templates are published as versioned snapshots that members copy into their own.

CREATE TABLE mentor_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- NULL while the invitation waits for a member with invited_email.
  user_id text UNIQUE REFERENCES "user"(id) ON DELETE CASCADE,
  invited_email text CHECK (invited_email = lower(invited_email) AND char_length(invited_email) <= 254),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$'),
  display_name text NOT NULL CHECK (btrim(display_name) <> '' AND char_length(display_name) <= 80),
  headline text CHECK (char_length(headline) <= 160),
  bio text CHECK (char_length(bio) <= 2000),
  specialities text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}',
  links text[] NOT NULL DEFAULT '{}',
  photo_url text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR invited_email IS NOT NULL)
);
CREATE UNIQUE INDEX mentor_profiles_invited_email_key ON mentor_profiles (invited_email) WHERE user_id IS NULL;
-- The directory: active mentors by name; the admin list by name too.
CREATE INDEX mentor_profiles_name_idx ON mentor_profiles (lower(display_name), id);
CREATE INDEX mentor_profiles_specialities_idx ON mentor_profiles USING gin (specialities);
CREATE INDEX mentor_profiles_languages_idx ON mentor_profiles USING gin (languages);

CREATE TABLE mentor_follows (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  mentor_id uuid NOT NULL REFERENCES mentor_profiles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mentor_id, user_id)
);
CREATE INDEX mentor_follows_user_idx ON mentor_follows (user_id, created_at DESC);

-- A published program or template. The listing keeps its place (id, copies, ratings) across versions; each version's
-- content lives in marketplace_item_versions. A mentor's item is published at once, any other member's waits for a
-- superadmin's review.
CREATE TABLE marketplace_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('program', 'template')),
  owner_user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  mentor_id uuid REFERENCES mentor_profiles(id) ON DELETE SET NULL,
  -- The owner's template or program it was published from (no foreign key: the listing outlives it).
  source_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('published', 'pending_review', 'rejected', 'unpublished')),
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 120),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  level text NOT NULL CHECK (level IN ('beginner', 'intermediate', 'advanced')),
  goal text NOT NULL CHECK (goal IN ('strength', 'hypertrophy', 'endurance', 'fat_loss', 'general')),
  days_per_week integer NOT NULL CHECK (days_per_week BETWEEN 1 AND 7),
  session_minutes integer NOT NULL CHECK (session_minutes BETWEEN 10 AND 240),
  language text NOT NULL REFERENCES languages(code),
  -- What the exercises of the current version need, worked out from the catalogue when it is published.
  equipment_ids uuid[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  copy_count integer NOT NULL DEFAULT 0 CHECK (copy_count >= 0),
  rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  rating_avg numeric(3, 2) NOT NULL DEFAULT 0,
  review_note text CHECK (char_length(review_note) <= 500),
  reviewed_by text REFERENCES "user"(id) ON DELETE SET NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, source_id)
);
-- Discover's three orders, each a keyset over published items.
CREATE INDEX marketplace_items_newest_idx ON marketplace_items (published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX marketplace_items_popular_idx ON marketplace_items (copy_count DESC, id DESC) WHERE status = 'published';
CREATE INDEX marketplace_items_rating_idx ON marketplace_items (rating_avg DESC, id DESC) WHERE status = 'published';
CREATE INDEX marketplace_items_equipment_idx ON marketplace_items USING gin (equipment_ids);
CREATE INDEX marketplace_items_mentor_idx ON marketplace_items (mentor_id, status, published_at DESC);
CREATE INDEX marketplace_items_owner_idx ON marketplace_items (owner_user_id, updated_at DESC);
CREATE INDEX marketplace_items_review_idx ON marketplace_items (updated_at) WHERE status = 'pending_review';

CREATE TABLE marketplace_item_versions (
  item_id uuid NOT NULL REFERENCES marketplace_items(id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  -- The template, or the program's rotation with each of its templates, as they were when published.
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, version)
);

-- A member's copy: its id is the request's own (chosen by the client), so a double tap makes one copy.
CREATE TABLE marketplace_copies (
  id uuid PRIMARY KEY,
  item_id uuid NOT NULL REFERENCES marketplace_items(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  version integer NOT NULL,
  template_id uuid REFERENCES workout_templates(id) ON DELETE SET NULL,
  program_id uuid REFERENCES training_programs(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX marketplace_copies_user_idx ON marketplace_copies (user_id, created_at DESC);
CREATE INDEX marketplace_copies_item_idx ON marketplace_copies (item_id, user_id);

CREATE TABLE marketplace_ratings (
  item_id uuid NOT NULL REFERENCES marketplace_items(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review text CHECK (char_length(review) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, user_id)
);
CREATE INDEX marketplace_ratings_recent_idx ON marketplace_ratings (item_id, updated_at DESC);
