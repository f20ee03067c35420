-- Two-factor sign-in (issue 29, item 5): better-auth's two-factor plugin. A member who turns it on gets a TOTP secret
-- and ten backup codes, both sealed with the auth secret by better-auth (symmetricEncrypt); the flag on "user" is set
-- once the first code from the authenticator app confirms the set-up. failed_verification_count and locked_until
-- lock the second step of sign-in after repeated wrong codes.

ALTER TABLE "user" ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;

CREATE TABLE two_factor (
  id text PRIMARY KEY,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  verified boolean NOT NULL DEFAULT true,
  failed_verification_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
CREATE UNIQUE INDEX two_factor_user_id_idx ON two_factor (user_id);
