-- The access log of NEN 7513 (issue 40 §3; api/src/access-log/README.md): one row per
-- client record a user was shown, downloaded or changed. Partitioned by month (PostgreSQL
-- and PGlite alike: PGlite is PostgreSQL), so housekeeping removes a month past the
-- retention by dropping its partition, and each month's indexes stay the size of a month.
-- No foreign keys: an entry outlives whatever it names, and an insert checks nothing.
CREATE TABLE access_log (
  id bigserial NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer NOT NULL,
  -- A supplier's staff member acting for a customer: the user acted for (null: for herself).
  on_behalf_of_user_id integer,
  organisation_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'list', 'download', 'change')),
  record_type text NOT NULL,
  record_id bigint NOT NULL,
  client_name text,
  call text NOT NULL,
  client_address text,
  PRIMARY KEY (at, id)
) PARTITION BY RANGE (at);

-- What lands outside every month partition (a clock far off, a month housekeeping has not
-- made yet) is kept here rather than refused: no read waits for a partition.
CREATE TABLE access_log_default PARTITION OF access_log DEFAULT;

-- One index per question the viewer asks, each within one organisation, newest first.
CREATE INDEX access_log_by_client ON access_log (organisation_id, lower(client_name), at DESC);
CREATE INDEX access_log_by_user ON access_log (organisation_id, user_id, at DESC);
CREATE INDEX access_log_by_period ON access_log (organisation_id, at DESC);

-- Append-only: an UPDATE is refused always, a DELETE of an entry younger than five years
-- (the legal minimum, whatever the configuration) and a TRUNCATE always. Housekeeping
-- removes whole months past the retention by dropping their partition, and deletes only
-- the default partition's entries older than the retention.
CREATE FUNCTION access_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '5 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'access_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON access_log
  FOR EACH ROW EXECUTE FUNCTION access_log_refuse_change();
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_refuse_change();
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log_default
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_refuse_change();

-- The partition of the month (UTC) that `month_start` lies in; true when it was made now.
CREATE FUNCTION access_log_ensure_month(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month_start)::date;
  part text := 'access_log_' || to_char(first_day, 'YYYYMM');
BEGIN
  IF to_regclass(part) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format(
    'CREATE TABLE %I PARTITION OF access_log FOR VALUES FROM (%L) TO (%L)',
    part,
    first_day::timestamp AT TIME ZONE 'UTC',
    (first_day + interval '1 month')::timestamp AT TIME ZONE 'UTC'
  );
  EXECUTE format(
    'CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION access_log_refuse_change()',
    part
  );
  RETURN true;
END
$$;

-- Last month to three months ahead; housekeeping keeps three months ahead from then on.
SELECT access_log_ensure_month((date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => m))::date)
FROM generate_series(-1, 3) AS m;
