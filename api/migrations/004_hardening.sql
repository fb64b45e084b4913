-- Hardening (issue 7): uploads stored in parts as they arrive, sign-in throttling
-- counters shared by every api process, and the end of the hard login lock.

-- A file uploaded in pieces: its bytes are these parts in `seq` order (files.content is
-- then NULL). Parts are written while the upload streams in, before the files row exists;
-- parts whose file never got a row (a refused or broken upload) are removed.
CREATE TABLE file_parts (
  file_guid text NOT NULL,
  seq integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (file_guid, seq)
);
-- why: photos and PDFs are compressed already; do not spend time trying again.
ALTER TABLE file_parts ALTER COLUMN content SET STORAGE EXTERNAL;
ALTER TABLE files ALTER COLUMN content DROP NOT NULL;
CREATE INDEX file_parts_created ON file_parts (created_at);

-- Sign-in throttling (api/src/auth/README.md "Sign-in"): one row per counted subject, keyed by a
-- sha256 of scope and subject (an account name or a client address), so no address or
-- e-mail is stored in clear. `hits` counts requests in the window starting at
-- `window_started_at`; `failures` counts failed sign-ins, and `blocked_until` is the
-- growing delay they earn.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  hits integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  blocked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_throttle_updated ON auth_throttle (updated_at);

-- The hard lock-out is replaced by the throttling above.
ALTER TABLE users DROP COLUMN failed_login_count;
ALTER TABLE users DROP COLUMN first_failed_login_at;
ALTER TABLE users DROP COLUMN locked_until;
