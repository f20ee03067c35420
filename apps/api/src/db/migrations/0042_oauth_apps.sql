-- OAuth apps (issue 41, item 3, ADR 050): @better-auth/oauth-provider's tables, declared by hand (STACK.md, pitfall 3)
-- with the plugin's field names in snake case. An app (oauth_client) is registered by a member in settings (user_id
-- set) or by dynamic client registration (an MCP client; user_id null). A member's consent to an app is a row of
-- oauth_consent; the tokens it was given are rows of oauth_access_token and oauth_refresh_token, each kept as the
-- SHA-256 of the token (base64url), never the token. A client secret is kept encrypted with the auth secret.
-- oauth_resource names the resources a token may be asked for (the MCP server and the public API; RFC 8707).
-- oauth_client_resource and oauth_client_assertion are the plugin's, unused by us (created so that it never fails).
-- Lists are text[] and objects jsonb (the Drizzle adapter stores both natively on PostgreSQL).

CREATE TABLE oauth_client (
  id text PRIMARY KEY,
  client_id text NOT NULL,
  client_secret text,
  client_discovery_id text,
  disabled boolean DEFAULT false,
  skip_consent boolean,
  enable_end_session boolean,
  subject_type text,
  scopes text[],
  client_credentials_scopes text[],
  user_id text REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz,
  updated_at timestamptz,
  name text,
  uri text,
  icon text,
  contacts text[],
  tos text,
  policy text,
  software_id text,
  software_version text,
  software_statement text,
  redirect_uris text[] NOT NULL,
  post_logout_redirect_uris text[],
  backchannel_logout_uri text,
  backchannel_logout_session_required boolean,
  token_endpoint_auth_method text,
  application_type text,
  jwks text,
  jwks_uri text,
  grant_types text[],
  response_types text[],
  require_pkce boolean,
  dpop_bound_access_tokens boolean DEFAULT false,
  reference_id text,
  metadata jsonb
);
CREATE UNIQUE INDEX oauth_client_client_id_idx ON oauth_client (client_id);
-- A member's own apps, listed in settings.
CREATE INDEX oauth_client_user_id_idx ON oauth_client (user_id);

CREATE TABLE oauth_resource (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  name text NOT NULL,
  access_token_ttl integer,
  refresh_token_ttl integer,
  signing_algorithm text,
  signing_key_id text,
  allowed_scopes text[],
  custom_claims jsonb,
  dpop_bound_access_tokens_required boolean DEFAULT false,
  disabled boolean DEFAULT false,
  created_at timestamptz,
  updated_at timestamptz,
  policy_version integer DEFAULT 1,
  metadata jsonb
);
CREATE UNIQUE INDEX oauth_resource_identifier_idx ON oauth_resource (identifier);

CREATE TABLE oauth_client_resource (
  id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES oauth_client(client_id) ON DELETE CASCADE,
  resource_id text NOT NULL REFERENCES oauth_resource(identifier) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz
);
CREATE UNIQUE INDEX oauth_client_resource_pair_idx ON oauth_client_resource (client_id, resource_id);
CREATE INDEX oauth_client_resource_resource_idx ON oauth_client_resource (resource_id);

-- Deleting an app or a member deletes its tokens and consents (revoking an app in settings deletes them too).
CREATE TABLE oauth_refresh_token (
  id text PRIMARY KEY,
  token text NOT NULL,
  client_id text NOT NULL REFERENCES oauth_client(client_id) ON DELETE CASCADE,
  session_id text REFERENCES session(id) ON DELETE SET NULL,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  reference_id text,
  authorization_code_id text,
  resources text[],
  requested_user_info_claims text[],
  expires_at timestamptz,
  created_at timestamptz,
  revoked timestamptz,
  rotated_at timestamptz,
  rotation_replay_response text,
  rotation_replay_expires_at timestamptz,
  auth_time timestamptz,
  confirmation jsonb,
  scopes text[] NOT NULL
);
CREATE UNIQUE INDEX oauth_refresh_token_token_idx ON oauth_refresh_token (token);
CREATE INDEX oauth_refresh_token_client_id_idx ON oauth_refresh_token (client_id);
CREATE INDEX oauth_refresh_token_user_id_idx ON oauth_refresh_token (user_id);
CREATE INDEX oauth_refresh_token_session_id_idx ON oauth_refresh_token (session_id);
CREATE INDEX oauth_refresh_token_code_idx ON oauth_refresh_token (authorization_code_id);

CREATE TABLE oauth_access_token (
  id text PRIMARY KEY,
  token text,
  client_id text NOT NULL REFERENCES oauth_client(client_id) ON DELETE CASCADE,
  session_id text REFERENCES session(id) ON DELETE SET NULL,
  user_id text REFERENCES "user"(id) ON DELETE CASCADE,
  reference_id text,
  authorization_code_id text,
  resources text[],
  requested_user_info_claims text[],
  refresh_id text REFERENCES oauth_refresh_token(id) ON DELETE CASCADE,
  expires_at timestamptz,
  created_at timestamptz,
  revoked timestamptz,
  confirmation jsonb,
  scopes text[] NOT NULL
);
-- The token gate finds an access token by its hash on every Bearer request.
CREATE UNIQUE INDEX oauth_access_token_token_idx ON oauth_access_token (token);
CREATE INDEX oauth_access_token_client_id_idx ON oauth_access_token (client_id);
CREATE INDEX oauth_access_token_user_id_idx ON oauth_access_token (user_id);
CREATE INDEX oauth_access_token_session_id_idx ON oauth_access_token (session_id);
CREATE INDEX oauth_access_token_refresh_id_idx ON oauth_access_token (refresh_id);
CREATE INDEX oauth_access_token_code_idx ON oauth_access_token (authorization_code_id);

CREATE TABLE oauth_consent (
  id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES oauth_client(client_id) ON DELETE CASCADE,
  user_id text REFERENCES "user"(id) ON DELETE CASCADE,
  reference_id text,
  resources text[],
  requested_user_info_claims text[],
  scopes text[] NOT NULL,
  created_at timestamptz,
  updated_at timestamptz,
  -- Ours, not the plugin's: when the app last used a token of this member's, written at most once a minute by the
  -- token gate (settings shows it beside the app).
  last_used_at timestamptz
);
CREATE INDEX oauth_consent_client_id_idx ON oauth_consent (client_id);
CREATE INDEX oauth_consent_user_id_idx ON oauth_consent (user_id);

CREATE TABLE oauth_client_assertion (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
