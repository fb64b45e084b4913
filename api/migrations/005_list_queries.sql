-- Lists at 100,000 rows (issue 8): every list query is served by an index that matches its
-- filter and sort order (src/db/list-query.ts), totals of unfiltered tabs come from
-- counters kept by triggers instead of counting the rows, and the rental search has a
-- trigram index.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Row counts per organisation and bucket (a tab's status) of a list, kept exact by
-- statement-level triggers on the listed table: a page's total without counting 100,000
-- rows. A filtered list (search, location, ...) still counts its matches.
CREATE TABLE list_counts (
  list text NOT NULL,
  organisation_id integer NOT NULL,
  bucket text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (list, organisation_id, bucket)
);

-- Trigger function for a listed table with an organisation_id column; TG_ARGV[0] names the
-- bucket column. One statement per changing statement, whatever the number of rows; the
-- upserts go in key order so two transactions cannot deadlock on the counters.
CREATE FUNCTION list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text;
BEGIN
  changed := CASE TG_OP
    WHEN 'INSERT' THEN
      format('SELECT organisation_id, %1$I::text AS bucket, 1 AS delta FROM new_rows', TG_ARGV[0])
    WHEN 'DELETE' THEN
      format('SELECT organisation_id, %1$I::text AS bucket, -1 AS delta FROM old_rows', TG_ARGV[0])
    ELSE
      format('SELECT organisation_id, %1$I::text AS bucket, 1 AS delta FROM new_rows
              UNION ALL SELECT organisation_id, %1$I::text, -1 FROM old_rows', TG_ARGV[0])
  END;
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, organisation_id, bucket, count)
     SELECT %L, organisation_id, bucket, sum(delta) FROM (%s) changed
     GROUP BY organisation_id, bucket HAVING sum(delta) <> 0
     ORDER BY organisation_id, bucket
     ON CONFLICT (list, organisation_id, bucket) DO UPDATE SET count = c.count + excluded.count',
    TG_TABLE_NAME, changed);
  RETURN NULL;
END
$fn$;

-- Rental cases: the tab is the status. list_date is the date a tab sorts by (newest first,
-- no date last), so one index serves all three tabs and their keyset exports.
ALTER TABLE rental_cases
  ADD COLUMN list_date date GENERATED ALWAYS AS (
    CASE WHEN status = 'ENDED' THEN coalesce(end_date, '-infinity'::date)
         ELSE coalesce(start_date, '-infinity'::date) END) STORED,
  -- what the search box looks in (api/src/db/README.md "Search"), for the trigram index
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    display_name || ' ' || coalesce(serial_number, '') || ' ' || coalesce(barcode, '')
      || ' ' || CASE WHEN general_use THEN '' ELSE coalesce(end_user, '') END) STORED;
DROP INDEX rental_cases_organisation_status;
DROP INDEX rental_cases_organisation_location;
CREATE INDEX rental_cases_list ON rental_cases (organisation_id, status, list_date DESC, id DESC);
CREATE INDEX rental_cases_location ON rental_cases (organisation_id, status, location_id);
CREATE INDEX rental_cases_search ON rental_cases USING gin (search_text gin_trgm_ops);
CREATE TRIGGER rental_cases_count_insert AFTER INSERT ON rental_cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status');
CREATE TRIGGER rental_cases_count_update AFTER UPDATE ON rental_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status');
CREATE TRIGGER rental_cases_count_delete AFTER DELETE ON rental_cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('status');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'rental_cases', organisation_id, status, count(*) FROM rental_cases GROUP BY 2, 3;

-- Customer requests: the archive tab holds two statuses, so the tab is a column of its own.
ALTER TABLE customer_requests
  ADD COLUMN tab text GENERATED ALWAYS AS (
    CASE status WHEN 'OPEN' THEN 'open' WHEN 'PROCESSING' THEN 'processing'
                ELSE 'archive' END) STORED;
DROP INDEX customer_requests_organisation_status;
CREATE INDEX customer_requests_list
  ON customer_requests (organisation_id, tab, created_at DESC, id DESC);
CREATE INDEX customer_requests_type
  ON customer_requests (organisation_id, tab, type, created_at DESC, id DESC);
CREATE INDEX customer_requests_contact ON customer_requests (organisation_id, tab, contact_id);
CREATE INDEX customer_requests_location_from
  ON customer_requests (organisation_id, tab, location_from_id);
CREATE INDEX customer_requests_location_to
  ON customer_requests (organisation_id, tab, location_to_id);
CREATE TRIGGER customer_requests_count_insert AFTER INSERT ON customer_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
CREATE TRIGGER customer_requests_count_update AFTER UPDATE ON customer_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
CREATE TRIGGER customer_requests_count_delete AFTER DELETE ON customer_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'customer_requests', organisation_id, tab, count(*) FROM customer_requests GROUP BY 2, 3;

-- Invoices: all (invoices_organisation_date), open / handled, and those of one case.
DROP INDEX invoices_rental_case;
CREATE INDEX invoices_payment_status
  ON invoices (organisation_id, payment_status, invoice_date DESC, id DESC);
CREATE INDEX invoices_rental_case
  ON invoices (organisation_id, rental_case_id, invoice_date DESC, id DESC);
CREATE TRIGGER invoices_count_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('payment_status');
CREATE TRIGGER invoices_count_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('payment_status');
CREATE TRIGGER invoices_count_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('payment_status');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'invoices', organisation_id, payment_status, count(*) FROM invoices GROUP BY 2, 3;

-- The documents of a case: newest first.
CREATE INDEX files_rental_case_documents
  ON files (organisation_id, owner_id, created_at DESC, id DESC)
  WHERE owner_type = 'rental_case' AND document_number IS NOT NULL;
