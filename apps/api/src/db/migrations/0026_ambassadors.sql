-- Ambassadors, referrals, battles, deals and the payout ledger (issue 22, ADR 031). Money is integer minor units of
-- an ISO 4217 currency; a deal pays its commission at most once (payout_entries.deal_id is unique), a battle its prize
-- at most once (payout_entries.battle_id is unique).

ALTER TABLE ambassador_profiles
  ADD COLUMN referral_code text NOT NULL UNIQUE
    DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))
    CHECK (referral_code ~ '^[A-Z0-9]{4,20}$'),
  ADD COLUMN commission_rate_bps integer NOT NULL DEFAULT 1000 CHECK (commission_rate_bps BETWEEN 0 AND 10000),
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Who brought whom: one row per referred member, written once at sign-up and never changed by the member.
CREATE TABLE referrals (
  id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  member_user_id text PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
  ambassador_id uuid NOT NULL REFERENCES ambassador_profiles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_ambassador_idx ON referrals (ambassador_id, created_at DESC, id DESC);

CREATE TABLE battles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  time_zone text NOT NULL DEFAULT 'UTC' CHECK (char_length(time_zone) BETWEEN 1 AND 64),
  metric text NOT NULL CHECK (metric IN ('volume', 'workouts', 'training_days', 'sets')),
  prize text NOT NULL DEFAULT '' CHECK (char_length(prize) <= 500),
  published_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text CHECK (char_length(cancel_reason) <= 500),
  created_by text REFERENCES "user"(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT battles_end_after_start CHECK (ends_at > starts_at)
);
CREATE INDEX battles_starts_idx ON battles (starts_at DESC, id DESC);

-- The invitations of 0001 belonged to no battle and no feature wrote them: they now each belong to one.
DELETE FROM battle_invitations;
ALTER TABLE battle_invitations
  ADD COLUMN battle_id uuid NOT NULL REFERENCES battles(id) ON DELETE CASCADE,
  ADD COLUMN answered_at timestamptz,
  ADD CONSTRAINT battle_invitations_once UNIQUE (battle_id, ambassador_id);

-- The result recorded the first time a battle is read after its end: later edits of sets never change it.
CREATE TABLE battle_results (
  battle_id uuid PRIMARY KEY REFERENCES battles(id) ON DELETE CASCADE,
  winner_ambassador_id uuid REFERENCES ambassador_profiles(id) ON DELETE SET NULL,
  standings jsonb NOT NULL,
  frozen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ambassador_deals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ambassador_id uuid NOT NULL REFERENCES ambassador_profiles(id) ON DELETE CASCADE,
  partner text NOT NULL CHECK (char_length(partner) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  deal_date date NOT NULL,
  proof_url text CHECK (char_length(proof_url) <= 2000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  reject_reason text CHECK (char_length(reject_reason) <= 500),
  decided_by text REFERENCES "user"(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ambassador_deals_ambassador_idx ON ambassador_deals (ambassador_id, created_at DESC, id DESC);
CREATE INDEX ambassador_deals_status_idx ON ambassador_deals (status, created_at DESC, id DESC);

CREATE TABLE payout_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ambassador_id uuid NOT NULL REFERENCES ambassador_profiles(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('commission', 'prize')),
  deal_id uuid UNIQUE REFERENCES ambassador_deals(id) ON DELETE RESTRICT,
  battle_id uuid UNIQUE REFERENCES battles(id) ON DELETE RESTRICT,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  rate_bps integer CHECK (rate_bps BETWEEN 0 AND 10000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'paid', 'rejected', 'failed')),
  reason text CHECK (char_length(reason) <= 500),
  reference text CHECK (char_length(reference) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CONSTRAINT payout_entries_source CHECK (
    (kind = 'commission' AND deal_id IS NOT NULL AND battle_id IS NULL)
    OR (kind = 'prize' AND battle_id IS NOT NULL AND deal_id IS NULL))
);
CREATE INDEX payout_entries_created_idx ON payout_entries (created_at DESC, id DESC);
CREATE INDEX payout_entries_ambassador_idx ON payout_entries (ambassador_id, created_at DESC);

-- A battle's leaderboard sums each team member's completed sets inside the window.
CREATE INDEX workout_sets_user_completed_at_idx ON workout_sets (user_id, completed_at) WHERE is_completed;
