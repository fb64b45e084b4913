-- 'Depot op datum' narrowed to a kind (issue 25; bench/management.bench.mjs): its total
-- counted the kind's stays in the depot on the day row by row (a sequential scan of every
-- stay: 130-210 ms at 100,000 stays, p95 target 15 ms). The stays per article, month in
-- and month out (list 'product_depot_stays.article_id.from_month.to_month', buckets
-- '<tab>/<article>/<month in>/<month out>') let a kind be counted as the whole depot is
-- (db/out-on-a-day.ts: came in by the day minus left before it, per month in), on a range
-- of buckets per article, and every page of it start at its month.

SET LOCAL TimeZone = 'UTC';
SET LOCAL DateStyle = 'ISO, YMD';

CREATE TRIGGER product_depot_stays_article_stay_count_ins AFTER INSERT ON product_depot_stays
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'article_id', 'from_month', 'to_month');
CREATE TRIGGER product_depot_stays_article_stay_count_upd AFTER UPDATE ON product_depot_stays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'article_id', 'from_month', 'to_month');
CREATE TRIGGER product_depot_stays_article_stay_count_del AFTER DELETE ON product_depot_stays
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'article_id', 'from_month', 'to_month');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'product_depot_stays.article_id.from_month.to_month', organisation_id,
    tab || '/' || coalesce(article_id::text, '') || '/' || coalesce(from_month::text, '')
      || '/' || coalesce(to_month::text, ''),
    count(*)
  FROM product_depot_stays GROUP BY 2, 3;
