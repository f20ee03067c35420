-- Every way in holds the second factor (issue 36, item 1). A session row now says how its member passed the second
-- factor: 'code' (a TOTP or backup code at sign-in, or the code that turned two-factor on in this session),
-- 'passkey' (a passkey whose authenticator verified the person), 'trusted-device' (better-auth's trusted device on a
-- password sign-in); NULL when no second factor was given. A session of a member with two-factor on and no second
-- factor is no session (auth/second-factor.ts).
--
-- Sessions made before this migration cannot say how they began, and a provider sign-in used to skip the code: the
-- sessions of members who have two-factor on end here, and those members sign in again (with the code). Everyone
-- else keeps their session.
ALTER TABLE session ADD COLUMN second_factor text;
ALTER TABLE session ADD CONSTRAINT session_second_factor_check
  CHECK (second_factor IS NULL OR second_factor IN ('code', 'passkey', 'trusted-device'));
DELETE FROM session s USING "user" u WHERE u.id = s.user_id AND u.two_factor_enabled;
