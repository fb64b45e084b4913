-- Issue 40 §1: an organisation's own OpenID Connect provider (api/src/auth/sso/README.md).
-- One provider per organisation; its client secret only encrypted (AES-256-GCM with
-- SSO_SECRET_KEY); the e-mail domains that belong to it, each to one organisation.
CREATE TABLE sso_providers (
  organisation_id integer PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
  display_name text NOT NULL,
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret_encrypted text NOT NULL,
  -- the ID token claim that holds the user's groups or roles ('groups', 'roles', ...)
  group_claim text NOT NULL DEFAULT 'groups',
  -- group or role -> the spec's permission map, e.g. {"zorg-beheer": {"*": 2}}
  group_permissions jsonb NOT NULL DEFAULT '{}',
  -- groups whose members also get the role 'management'
  management_groups text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sso_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain)),
  organisation_id integer NOT NULL REFERENCES sso_providers (organisation_id) ON DELETE CASCADE
);
CREATE INDEX sso_domains_organisation ON sso_domains (organisation_id);

-- A user as the provider knows them: the ID token's `sub`, per organisation.
CREATE TABLE sso_identities (
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  subject text NOT NULL,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, subject)
);
