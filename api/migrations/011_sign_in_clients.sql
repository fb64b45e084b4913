-- Known clients of the sign-in (issue 24, api/src/auth/README.md "Sign-in"): a client that signed
-- in successfully to an account (a browser by its client cookie, or a client address) is
-- remembered, so that failures of strangers, which slow down the account's unknown
-- clients, never slow down its owner. One row per account and client; `key` is a sha256
-- of the user id and the cookie's token or the address, so neither is stored in clear.
-- A row unused for 90 days no longer counts and may be removed (by `last_success_at`).
CREATE TABLE sign_in_clients (
  key text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_success_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_clients_last_success ON sign_in_clients (last_success_at);
