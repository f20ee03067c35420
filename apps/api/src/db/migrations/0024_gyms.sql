-- Gyms (issue 20): the directory, each gym's page, its admins and members, its equipment and its plates, and the
-- gym a workout was logged at (its plates decide the weights suggested there).

CREATE TABLE gyms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 120),
  -- The public address /g/<slug>; NULL until an admin chooses one.
  slug text UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 3 AND 60),
  city text CHECK (char_length(city) <= 100),
  address text CHECK (char_length(address) <= 300),
  description text CHECK (char_length(description) <= 2000),
  -- [{ "day": 0-6 (Monday first), "opens": "HH:MM", "closes": "HH:MM" }], checked by the API's contract.
  opening_hours jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(opening_hours) = 'array'),
  logo_url text,
  cover_url text,
  -- A new gym is listed once a superadmin verified it; a suspended one is seen by its admins and superadmins only.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'suspended')),
  is_public boolean NOT NULL DEFAULT false,
  -- Who owns it (the creator, until a superadmin transfers it); NULL once that account is gone.
  owner_user_id text REFERENCES "user"(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The directory and the admin's list: by name (keyset paging), and found by the start of the name or city.
CREATE INDEX gyms_name_idx ON gyms (lower(name), id);
CREATE INDEX gyms_name_prefix_idx ON gyms (lower(name) text_pattern_ops);
CREATE INDEX gyms_city_prefix_idx ON gyms (lower(city) text_pattern_ops);
CREATE INDEX gyms_status_idx ON gyms (status, lower(name), id);

-- Gym admin is a role per gym: an admin of one gym is a plain member (or nobody) at another.
CREATE TABLE gym_members (
  gym_id uuid NOT NULL REFERENCES gyms(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
  is_home boolean NOT NULL DEFAULT false,
  -- Shown on the gym's weekly leaderboard only when the member opts in.
  leaderboard_opt_in boolean NOT NULL DEFAULT false,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gym_id, user_id)
);
CREATE UNIQUE INDEX gym_members_one_home ON gym_members (user_id) WHERE is_home;
CREATE INDEX gym_members_user_idx ON gym_members (user_id);
CREATE INDEX gym_members_page_idx ON gym_members (gym_id, joined_at, user_id);

CREATE TABLE gym_equipment (
  gym_id uuid NOT NULL REFERENCES gyms(id) ON DELETE CASCADE,
  equipment_id uuid NOT NULL REFERENCES equipment(id) ON DELETE CASCADE,
  count integer NOT NULL DEFAULT 1 CHECK (count BETWEEN 1 AND 999),
  notes text CHECK (char_length(notes) <= 200),
  PRIMARY KEY (gym_id, equipment_id)
);

-- The plates and bars a gym has: the catalogue plate profile's fields, kept apart so a gym's plates never show in
-- every member's list of profiles.
CREATE TABLE gym_plate_profiles (
  gym_id uuid PRIMARY KEY REFERENCES gyms(id) ON DELETE CASCADE,
  barbell_kg numeric(7, 3) NOT NULL CHECK (barbell_kg >= 0),
  ezbar_kg numeric(7, 3) NOT NULL CHECK (ezbar_kg >= 0),
  fixed_kg numeric(7, 3) NOT NULL CHECK (fixed_kg >= 0),
  plates_kg_per_side numeric(7, 3)[] NOT NULL CHECK (
    cardinality(plates_kg_per_side) BETWEEN 1 AND 30
    AND array_position(plates_kg_per_side, NULL) IS NULL
    AND 0 < ALL (plates_kg_per_side)),
  single_min_increment_kg numeric(7, 3) NOT NULL CHECK (single_min_increment_kg > 0),
  stack_increment_kg numeric(7, 3) NOT NULL CHECK (stack_increment_kg > 0),
  aux_increments_kg numeric(7, 3)[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The gym a workout was logged at: the member's home gym when it starts, changed on the workout page.
ALTER TABLE workouts ADD COLUMN gym_id uuid REFERENCES gyms(id) ON DELETE SET NULL;
CREATE INDEX workouts_gym_idx ON workouts (gym_id, started_at DESC) WHERE gym_id IS NOT NULL;
