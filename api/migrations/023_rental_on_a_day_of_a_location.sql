-- 'Verhuur op datum' deep and narrowed to a location, 'Depot op datum' (issue 25;
-- bench/management.bench.mjs). The rows out on a day per start month (db/out-on-a-day.ts)
-- were the rows begun in each month minus those of them ended before the day's month, from
-- counters per start and end month (migrations 019, 022): every ended row before the day
-- was read (~1,700 buckets at 100,000 cases) and a location was counted per location and
-- category (~3,000 buckets), its later pages walking its cases from the newest. They are
-- now the rows of each month not ended plus those ended from the day's month on, from
-- counters per END and start month (buckets '<tab>/<end month>/<start month>': the ended
-- rows still out after a month are one range of them), and a location with those below it
-- has both kinds of counters of its own, so that its total and every page of it start at
-- their month as the whole list's do:
--   rental_cases.page_bucket.start_month              '<status>/<end>/<start>'
--   rental_cases.location_id.start_month              '<status>/<location>/<start>'
--   rental_cases.location_id.page_bucket.start_month  '<status>/<location>/<end>/<start>'
--   product_depot_stays.to_month.from_month           '<tab>/<out>/<in>'
--   product_depot_stays.article_id.from_month         '<tab>/<article>/<in>'
--   product_depot_stays.article_id.to_month.from_month '<tab>/<article>/<out>/<in>'
-- (an ended case's page bucket is its end month, migration 009). The counters per start
-- and end month they replace are dropped with their triggers.

SET LOCAL TimeZone = 'UTC';
SET LOCAL DateStyle = 'ISO, YMD';

DROP TRIGGER rental_cases_start_end_count_ins ON rental_cases;
DROP TRIGGER rental_cases_start_end_count_upd ON rental_cases;
DROP TRIGGER rental_cases_start_end_count_del ON rental_cases;
DROP TRIGGER product_depot_stays_stay_count_ins ON product_depot_stays;
DROP TRIGGER product_depot_stays_stay_count_upd ON product_depot_stays;
DROP TRIGGER product_depot_stays_stay_count_del ON product_depot_stays;
DROP TRIGGER product_depot_stays_article_stay_count_ins ON product_depot_stays;
DROP TRIGGER product_depot_stays_article_stay_count_upd ON product_depot_stays;
DROP TRIGGER product_depot_stays_article_stay_count_del ON product_depot_stays;
DELETE FROM list_counts WHERE list IN ('rental_cases.start_month.page_bucket',
  'product_depot_stays.from_month.to_month', 'product_depot_stays.article_id.from_month.to_month');

-- Three triggers `name`_ins, _upd, _del counting `tbl` per tab and columns, and the
-- counters of the rows already there (as migration 019; its function lives on in the
-- session that ran it).
CREATE OR REPLACE FUNCTION pg_temp.track_counts(name text, tbl text, tab text, cols text[]) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  args text := quote_literal(tab) || ', ' || array_to_string(
    ARRAY(SELECT quote_literal(c) FROM unnest(cols) c), ', ');
  bucket text := format('%I::text', tab) || (SELECT string_agg(
    format(' || ''/'' || coalesce(%I::text, '''')', c), '' ORDER BY o)
    FROM unnest(cols) WITH ORDINALITY AS u(c, o));
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track(%s)', name || '_ins', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows
    NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track(%s)',
    name || '_upd', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track(%s)', name || '_del', tbl, args);
  EXECUTE format('INSERT INTO list_counts (list, organisation_id, bucket, count)
    SELECT %L, organisation_id, %s, count(*) FROM %I GROUP BY 2, 3',
    tbl || '.' || array_to_string(cols, '.'), bucket, tbl);
END
$fn$;

SELECT pg_temp.track_counts('rental_cases_end_start_count', 'rental_cases', 'status',
  ARRAY['page_bucket', 'start_month']);
SELECT pg_temp.track_counts('rental_cases_location_start_count', 'rental_cases', 'status',
  ARRAY['location_id', 'start_month']);
SELECT pg_temp.track_counts('rental_cases_location_end_start_count', 'rental_cases', 'status',
  ARRAY['location_id', 'page_bucket', 'start_month']);
SELECT pg_temp.track_counts('product_depot_stays_out_in_count', 'product_depot_stays', 'tab',
  ARRAY['to_month', 'from_month']);
SELECT pg_temp.track_counts('product_depot_stays_article_in_count', 'product_depot_stays',
  'tab', ARRAY['article_id', 'from_month']);
SELECT pg_temp.track_counts('product_depot_stays_article_out_in_count', 'product_depot_stays',
  'tab', ARRAY['article_id', 'to_month', 'from_month']);
DROP FUNCTION pg_temp.track_counts(text, text, text, text[]);
