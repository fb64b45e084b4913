-- Management information, rentals (issue 25, spec 001 §2.7, §5;
-- api/src/routes/management/README.md): the price per day as a number for the rental costs, and the
-- rental overviews by start date over every status ('Verhuur' DELIVER, 'Verhuur op datum'), with
-- month counters so that a period is counted without counting its rows (src/db/list-query.ts
-- bucketed()). RETURN (ended, by end date) and ACTIVE (by start date) use the rental lists' own
-- order, index and month counters (migrations 005, 009).

-- why: the rental cost rule needs the day price as a number; price_display stays what the
-- screens show. Cents, as the invoices keep their amounts.
ALTER TABLE rental_cases ADD COLUMN price_per_day_cents integer
  CHECK (price_per_day_cents BETWEEN 0 AND 100000000);
UPDATE rental_cases SET price_per_day_cents =
  replace(m[1], '.', '')::int * 100 + m[2]::int
  FROM (SELECT id AS case_id, regexp_match(price_display, '(\d{1,7}(?:\.\d{3})*),(\d{2})') AS m
        FROM rental_cases) parsed
  WHERE rental_cases.id = parsed.case_id AND parsed.m IS NOT NULL;

SET LOCAL TimeZone = 'UTC';
SET LOCAL DateStyle = 'ISO, YMD';

-- The delivered order: start date, newest first over every status; no date last.
-- start_key (the start date, no date as '-infinity') is migration 014's.
ALTER TABLE rental_cases
  ADD COLUMN start_month date GENERATED ALWAYS AS (
    date_trunc('month', coalesce(start_date, '-infinity'::date)::timestamp)::date) STORED;
-- status and end_date are included so that 'Verhuur op datum' (started by a day and not
-- ended before it) is decided on the index alone.
CREATE INDEX rental_cases_delivered
  ON rental_cases (organisation_id, start_key DESC, id DESC) INCLUDE (status, end_date);
-- A location with those below it, per location in start date order (TListSource.fanOut).
CREATE INDEX rental_cases_delivered_location
  ON rental_cases (organisation_id, location_id, start_key DESC, id DESC);
-- The ended and active overviews by location, in the rental lists' order (list_date); it
-- starts with the columns of rental_cases_location (migration 005), which it replaces.
CREATE INDEX rental_cases_list_location
  ON rental_cases (organisation_id, status, location_id, list_date DESC, id DESC);
DROP INDEX rental_cases_location;

-- 'Verhuur op datum' counts the cases out on a day from the counters; the ended cases
-- whose dates do not follow (no start, no end, or an end before the start) are corrected
-- for on this index, which holds only them (none, in data that makes sense).
CREATE INDEX rental_cases_ended_odd_dates ON rental_cases (organisation_id)
  WHERE status = 'ENDED' AND (start_date IS NULL OR end_date IS NULL OR end_date < start_date);

-- Rows per status and start month (list 'rental_cases.start_month').
CREATE TRIGGER rental_cases_start_count_insert AFTER INSERT ON rental_cases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'start_month');
CREATE TRIGGER rental_cases_start_count_update AFTER UPDATE ON rental_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'start_month');
CREATE TRIGGER rental_cases_start_count_delete AFTER DELETE ON rental_cases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'start_month');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'rental_cases.start_month', organisation_id, status || '/' || start_month::text, count(*)
  FROM rental_cases GROUP BY 2, 3;
