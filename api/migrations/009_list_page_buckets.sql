-- Deep pages without walking the rows before them (issue 8). The spec pages by limitOffset,
-- so the middle page of a 100,000-row tab walked 50,000 index entries (35-140 ms at this
-- machine's load). Each list gains page_bucket, a stored truncation of its first sort key
-- (a month, or 1,000 ids), and the counters of migration 008 count the rows per tab and
-- bucket (list '<table>.page_bucket', bucket '<tab>/<bucket>'). A deep page sums those
-- counters in list order to find the bucket it starts in, and reads from that bucket's
-- first row on, through the list's own index (src/db/list-query.ts findListPage). A
-- truncation is never above its key and equal keys share it, so "key >= bucket" and
-- "key < the next bucket" are exact bounds on the sort key: no index changes.

-- why: a bucket is a counter's key as text; dates and times must read the same whatever
-- TimeZone or DateStyle the writing session has, or a row's insert and delete would count
-- in different buckets. Statement-level, so the settings are swapped once per statement.
ALTER FUNCTION list_counts_track() SET TimeZone = 'UTC' SET DateStyle = 'ISO, YMD';
SET LOCAL TimeZone = 'UTC';
SET LOCAL DateStyle = 'ISO, YMD';

-- Rental cases: the month of list_date (migration 005; repeated here, since a generated
-- column cannot refer to another), '-infinity' for the cases without a date.
ALTER TABLE rental_cases ADD COLUMN page_bucket date GENERATED ALWAYS AS (
  date_trunc('month', (CASE WHEN status = 'ENDED' THEN coalesce(end_date, '-infinity'::date)
                            ELSE coalesce(start_date, '-infinity'::date) END)::timestamp)::date
) STORED;
CREATE TRIGGER rental_cases_page_count_insert AFTER INSERT ON rental_cases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'page_bucket');
CREATE TRIGGER rental_cases_page_count_update AFTER UPDATE ON rental_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'page_bucket');
CREATE TRIGGER rental_cases_page_count_delete AFTER DELETE ON rental_cases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status', 'page_bucket');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'rental_cases.page_bucket', organisation_id, status || '/' || page_bucket::text, count(*)
  FROM rental_cases GROUP BY 2, 3;

-- Customer requests: the UTC month of created_at.
ALTER TABLE customer_requests ADD COLUMN page_bucket timestamptz GENERATED ALWAYS AS (
  timezone('UTC', date_trunc('month', timezone('UTC', created_at)))
) STORED;
CREATE TRIGGER customer_requests_page_count_insert AFTER INSERT ON customer_requests
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'page_bucket');
CREATE TRIGGER customer_requests_page_count_update AFTER UPDATE ON customer_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'page_bucket');
CREATE TRIGGER customer_requests_page_count_delete AFTER DELETE ON customer_requests
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'page_bucket');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'customer_requests.page_bucket', organisation_id, tab || '/' || page_bucket::text,
    count(*)
  FROM customer_requests GROUP BY 2, 3;

-- Invoices: the month of invoice_date, per payment status (the tabs all / open / handled).
ALTER TABLE invoices ADD COLUMN page_bucket date GENERATED ALWAYS AS (
  date_trunc('month', invoice_date::timestamp)::date
) STORED;
CREATE TRIGGER invoices_page_count_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('payment_status', 'page_bucket');
CREATE TRIGGER invoices_page_count_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('payment_status', 'page_bucket');
CREATE TRIGGER invoices_page_count_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('payment_status', 'page_bucket');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'invoices.page_bucket', organisation_id, payment_status || '/' || page_bucket::text,
    count(*)
  FROM invoices GROUP BY 2, 3;

-- Depot orders: the UTC month of created_at.
ALTER TABLE depot_cases ADD COLUMN page_bucket timestamptz GENERATED ALWAYS AS (
  timezone('UTC', date_trunc('month', timezone('UTC', created_at)))
) STORED;
CREATE TRIGGER depot_cases_page_count_insert AFTER INSERT ON depot_cases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'page_bucket');
CREATE TRIGGER depot_cases_page_count_update AFTER UPDATE ON depot_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'page_bucket');
CREATE TRIGGER depot_cases_page_count_delete AFTER DELETE ON depot_cases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'page_bucket');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'depot_cases.page_bucket', organisation_id, tab || '/' || page_bucket::text, count(*)
  FROM depot_cases GROUP BY 2, 3;

-- Products (newest registered first, by id): 1,000 ids per bucket, per placement.
ALTER TABLE products ADD COLUMN page_bucket integer GENERATED ALWAYS AS (id / 1000 * 1000) STORED;
CREATE TRIGGER products_page_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'page_bucket');
CREATE TRIGGER products_page_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'page_bucket');
CREATE TRIGGER products_page_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'page_bucket');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'products.page_bucket', organisation_id, placement || '/' || page_bucket::text, count(*)
  FROM products GROUP BY 2, 3;

-- The rental search per tab (issue 8): the trigram index held every status of every
-- organisation, so a search read the posting lists of the pattern's common trigrams
-- ('cli', ' nt' in 'Cliënt 4711' occur in three quarters of all rows) for three tabs to
-- find the matches of one (27-96 ms at 100,000 rows per tab). One partial index per tab
-- reads a third of that; the query's `status = $n` picks it (EXPLAIN in bench/README.md).
DROP INDEX rental_cases_search;
CREATE INDEX rental_cases_search_active ON rental_cases USING gin (search_text gin_trgm_ops)
  WHERE status = 'ACTIVE';
CREATE INDEX rental_cases_search_waiting ON rental_cases USING gin (search_text gin_trgm_ops)
  WHERE status = 'WAITING';
CREATE INDEX rental_cases_search_ended ON rental_cases USING gin (search_text gin_trgm_ops)
  WHERE status = 'ENDED';

-- Products per placement and location (as the rental cases per status and location in
-- migration 008): the location filter of the product lists counted ~50,000 index entries
-- for a location with those below it at 100,000 products (294 ms p95 on PGlite); it now
-- sums the counters of its tree.
CREATE TRIGGER products_location_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'location_id');
CREATE TRIGGER products_location_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'location_id');
CREATE TRIGGER products_location_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'location_id');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'products.location_id', organisation_id,
    placement || '/' || coalesce(location_id::text, ''), count(*)
  FROM products GROUP BY 2, 3;
