-- Issue 40 §2: passkeys (WebAuthn) as a second factor and for a sign-in without a password
-- (api/src/auth/README.md "Passkeys").

-- A user's passkeys: the credential as the authenticator registered it. `credential_id`
-- is base64url (the browser's `id`), unique over the portal, so a sign-in without an
-- address finds its account; `public_key` the COSE key, base64url; `counter` the last
-- signature counter seen (0 for authenticators that keep none).
CREATE TABLE passkeys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE UNIQUE INDEX passkeys_credential ON passkeys (credential_id);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- One recovery code per user, shown once when a passkey is added and she has none; only
-- its sha256 is kept (it is 100 random bits, so a slow hash adds nothing). Used once
-- instead of the passkey, then gone.
CREATE TABLE passkey_recovery_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- After a right password, the step before the session: `kind` 'verify' (the user has a
-- passkey: it, or her recovery code) or 'enrol' (her organisation requires two factors and
-- she has none yet). The ticket (sha256 here) goes to the sign-in page; 5 minutes, used once.
CREATE TABLE passkey_sign_ins (
  ticket_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('verify', 'enrol')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX passkey_sign_ins_user ON passkey_sign_ins (user_id);

-- Every WebAuthn challenge the api handed out, kept server-side (sha256 of it): single use
-- (deleted by the verify that claims it) and short-lived (5 minutes). `user_id` is the
-- account it was made for (null: a sign-in without an address, any passkey); `ticket_hash`
-- the pending sign-in it belongs to (null: a signed-in user adding a passkey).
CREATE TABLE webauthn_challenges (
  challenge_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'authenticate')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  ticket_hash text REFERENCES passkey_sign_ins (ticket_hash) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- An organisation that requires two factors (the admin CLI's `two-factors`): each of its
-- users adds a passkey after her password, before anything else.
ALTER TABLE organisations ADD COLUMN requires_two_factors boolean NOT NULL DEFAULT false;
