-- Issue 40 §1: one row per sign-in through a provider. `state_hash` (sha256 of the state
-- sent to the provider) is claimed once by the callback; the PKCE verifier and nonce stay
-- here, never in the browser. After the callback `handoff_hash` (sha256 of a one-time code
-- in the address of the sign-in page) gives the page its session once, within a minute.
CREATE TABLE sso_sign_ins (
  state_hash text PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  callback_at timestamptz,
  handoff_hash text UNIQUE,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  handed_off_at timestamptz
);
CREATE INDEX sso_sign_ins_created ON sso_sign_ins (created_at);
