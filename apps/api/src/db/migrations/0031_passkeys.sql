-- Passkeys (issue 29, item 4): better-auth's passkey plugin (@better-auth/passkey). One row per WebAuthn credential
-- a member registered in settings; the public key is stored (base64), never a secret. `counter` is the signature
-- counter the authenticator reports (a cloned key shows up as a counter going back), `device_type` is
-- "singleDevice" or "multiDevice" (synced), `backed_up` whether it is synced now, `aaguid` the authenticator model.
-- A passkey is a way in: the rule "never remove the last way in" counts these rows beside "account".

CREATE TABLE passkey (
  id text PRIMARY KEY,
  name text,
  public_key text NOT NULL,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  credential_id text NOT NULL,
  counter integer NOT NULL DEFAULT 0,
  device_type text NOT NULL,
  backed_up boolean NOT NULL DEFAULT false,
  transports text,
  created_at timestamptz NOT NULL DEFAULT now(),
  aaguid text
);
-- A credential is found by its id at every passkey sign-in; a member's list is read by user, newest last.
CREATE UNIQUE INDEX passkey_credential_id_idx ON passkey (credential_id);
CREATE INDEX passkey_user_id_created_at_idx ON passkey (user_id, created_at);
