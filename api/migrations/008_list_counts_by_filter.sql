-- Totals of filtered tabs from counters (issue 8): a location filter on the rental cases
-- and a type filter on the customer requests counted their matches row by row (~57,000
-- index entries for a location with its children at 100,000 rows, 30-100 ms). The counters
-- of migration 005 gain a second kind: per tab AND per value of a filter column, list
-- '<table>.<column>', bucket '<tab>/<value>' (src/db/list-query.ts counted()).

-- TG_ARGV[0]: the bucket column (the tab); TG_ARGV[1], optional: the filter column.
CREATE OR REPLACE FUNCTION list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  list_name text := TG_TABLE_NAME;
  bucket text := format('%I::text', TG_ARGV[0]);
  changed text;
BEGIN
  IF TG_NARGS > 1 THEN
    list_name := TG_TABLE_NAME || '.' || TG_ARGV[1];
    bucket := format('%I::text || ''/'' || coalesce(%I::text, '''')', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN
      format('SELECT organisation_id, %s AS bucket, 1 AS delta FROM new_rows', bucket)
    WHEN 'DELETE' THEN
      format('SELECT organisation_id, %s AS bucket, -1 AS delta FROM old_rows', bucket)
    ELSE
      format('SELECT organisation_id, %1$s AS bucket, 1 AS delta FROM new_rows
              UNION ALL SELECT organisation_id, %1$s, -1 FROM old_rows', bucket)
  END;
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, organisation_id, bucket, count)
     SELECT %L, organisation_id, bucket, sum(delta) FROM (%s) changed
     GROUP BY organisation_id, bucket HAVING sum(delta) <> 0
     ORDER BY organisation_id, bucket
     ON CONFLICT (list, organisation_id, bucket) DO UPDATE SET count = c.count + excluded.count',
    list_name, changed);
  RETURN NULL;
END
$fn$;

-- Rental cases per tab and location (the location filter sums its tree's counters).
CREATE TRIGGER rental_cases_location_count_insert AFTER INSERT ON rental_cases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'location_id');
CREATE TRIGGER rental_cases_location_count_update AFTER UPDATE ON rental_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'location_id');
CREATE TRIGGER rental_cases_location_count_delete AFTER DELETE ON rental_cases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'location_id');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'rental_cases.location_id', organisation_id,
    status || '/' || coalesce(location_id::text, ''), count(*)
  FROM rental_cases GROUP BY 2, 3;

-- Customer requests per tab and type.
CREATE TRIGGER customer_requests_type_count_insert AFTER INSERT ON customer_requests
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'type');
CREATE TRIGGER customer_requests_type_count_update AFTER UPDATE ON customer_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'type');
CREATE TRIGGER customer_requests_type_count_delete AFTER DELETE ON customer_requests
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'type');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'customer_requests.type', organisation_id, tab || '/' || coalesce(type, ''), count(*)
  FROM customer_requests GROUP BY 2, 3;
