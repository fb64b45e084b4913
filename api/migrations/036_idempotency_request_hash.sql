-- An Idempotency-Key stands for one request (issue 35 §4; api/src/http/README.md
-- "Idempotency"): the same user, the same call and the same content. A key sent again
-- with other content, by another user or to another call is refused (HTTP 422) instead of
-- being answered with the first answer, so a write is never dropped while its sender is
-- told it succeeded. `request_hash` is the sha256 of the request's content (its params
-- and validated body, an uploaded file by the hash of its bytes); keys stored before this
-- migration have none and answer their first answer to the same user and call as before.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;

-- A key is unique on its own, so the database settles a race between two requests with
-- one key whoever sends them. Keys are random per form (UUID v4), so two users or two
-- calls sharing one means a client reused it: of such keys (at most a day old, as
-- housekeeping removes older ones) the first use stays and the later ones go; a retry of
-- a later one is then refused, never written twice. The notice says how many there were.
DO $$
DECLARE
  shared integer;
BEGIN
  SELECT count(*) INTO shared FROM idempotency_keys k
  WHERE EXISTS (SELECT 1 FROM idempotency_keys first WHERE first.key = k.key AND first.id < k.id);
  RAISE NOTICE 'idempotency keys used more than once (later uses removed): %', shared;
  DELETE FROM idempotency_keys k
  WHERE EXISTS (SELECT 1 FROM idempotency_keys first WHERE first.key = k.key AND first.id < k.id);
END $$;

CREATE UNIQUE INDEX idempotency_keys_key ON idempotency_keys (key);
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_user_id_call_key_key;
