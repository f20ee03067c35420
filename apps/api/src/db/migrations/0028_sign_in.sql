-- Signing in with Google, Apple and any OpenID Connect provider (issue 29). The admin's sign-in secrets page keeps
-- each provider's keys: Google's and the identity server's client secret, like Apple's private key, are AES-256-GCM
-- ciphertext (modules/admin/secret-box.ts); the browser only ever learns whether one is set.

ALTER TABLE signin_secrets DROP CONSTRAINT signin_secrets_provider_check;
ALTER TABLE signin_secrets ADD CONSTRAINT signin_secrets_provider_check CHECK (provider IN ('apple', 'google', 'oidc'));
ALTER TABLE signin_secrets
  ADD COLUMN client_secret_ciphertext text,
  ADD COLUMN issuer text CHECK (char_length(issuer) <= 500),
  ADD COLUMN display_name text CHECK (char_length(display_name) <= 60);
