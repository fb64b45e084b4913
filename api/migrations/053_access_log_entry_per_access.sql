-- The access log (issue 40 §3, api/src/access-log/README.md): one entry per access instead
-- of one per client. A list page is one entry naming every client on it, a details call one
-- naming its client, an Excel file one per batch it reads. At 50 connections on the rentals
-- list the entries of migration 045 put ten rows with four indexes each into the table per
-- call (bench/HISTORY.md "Wave 9"). The clients of an entry are two arrays side by side:
-- record_ids[i] showed client_names[i] (null: a birth date without a name).
ALTER TABLE access_log ADD COLUMN record_ids bigint[], ADD COLUMN client_names text[];

-- The entries written so far (one client each) become entries naming that one client.
-- The append-only trigger refuses every UPDATE, so it is off for this one statement of the
-- migration's transaction; DISABLE TRIGGER locks the table (ACCESS EXCLUSIVE, every
-- partition) until the commit, so no other statement can run while it is off. No entry's
-- content changes: it moves from one column into a one-element array.
ALTER TABLE access_log DISABLE TRIGGER access_log_append_only;
UPDATE access_log SET record_ids = ARRAY[record_id], client_names = ARRAY[client_name];
ALTER TABLE access_log ENABLE TRIGGER access_log_append_only;

ALTER TABLE access_log ALTER COLUMN record_ids SET NOT NULL,
  ALTER COLUMN client_names SET NOT NULL;
ALTER TABLE access_log ADD CONSTRAINT access_log_clients
  CHECK (cardinality(record_ids) >= 1 AND cardinality(client_names) = cardinality(record_ids));
-- Drops the index by client name of 045 with it (access_log_by_client).
ALTER TABLE access_log DROP COLUMN record_id, DROP COLUMN client_name;

-- The keys of an entry's clients for the question "who saw client X": the organisation and
-- the lower-cased name ('17/mevr. a. jansen'), so one GIN index answers it within one
-- organisation (a GIN index holds no integer column without the btree_gin extension).
CREATE FUNCTION access_log_client_keys(organisation_id integer, client_names text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg($1::text || '/' || lower(name)), '{}')
  FROM unnest($2) AS name WHERE name IS NOT NULL
$$;

-- why fastupdate off: with the pending list on, the insert that finds it full (4 MB) merges
-- it while every call of its group commit waits; off, each insert pays its own keys.
CREATE INDEX access_log_by_client ON access_log
  USING gin (access_log_client_keys(organisation_id, client_names)) WITH (fastupdate = off);
