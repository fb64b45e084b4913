-- The inspections and repairs overviews at 100,000 rows (issue 23; bench/lists.bench.mjs):
-- 'Te keuren' read and counted every product (a sequential scan, ~850 ms), and the archive
-- tabs counted every row of their tab for a page's total (~50 ms on PGlite).

SET LOCAL TimeZone = 'UTC';
SET LOCAL DateStyle = 'ISO, YMD';

-- 'Te keuren' lists the ACTIVE products with a placement (product-tabs-repository.ts
-- DUE_LIST): one partial index per order, so a page walks its first rows in order instead
-- of sorting every product. `placement <> 'unplaced'` is no equality an index can lead
-- with, hence partial indexes on exactly the list's condition.
CREATE INDEX products_due ON products (organisation_id, next_inspection_key, id)
  WHERE status = 'ACTIVE' AND placement <> 'unplaced';
CREATE INDEX products_due_by_serial ON products (organisation_id, serial_number, id)
  WHERE status = 'ACTIVE' AND placement <> 'unplaced';
-- The products with a planned inspection: a few, found by the search on an inspection
-- number and counted for the total beside those due.
CREATE INDEX products_pending_inspection ON products (pending_inspection_id)
  WHERE pending_inspection_id IS NOT NULL;

-- The month of an ACTIVE product's next inspection ('infinity' without one), counted per
-- placement and month as list 'products.due_month' (buckets '<placement>/<month>'): the
-- total of 'Te keuren' sums the whole months before the one 30 days ahead from the
-- counters and counts only that month's rows and the planned ones after it.
ALTER TABLE products
  ADD COLUMN due_month date GENERATED ALWAYS AS (
    CASE WHEN status = 'ACTIVE' THEN
      date_trunc('month', coalesce(next_inspection_date, 'infinity'::date)::timestamp)::date
    END) STORED;
CREATE TRIGGER products_due_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'due_month');
CREATE TRIGGER products_due_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'due_month');
CREATE TRIGGER products_due_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement', 'due_month');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'products.due_month', organisation_id,
    placement || '/' || coalesce(due_month::text, ''), count(*)
  FROM products GROUP BY 2, 3;

-- Inspections and repairs per tab (list 'inspections' / 'repairs', bucket the tab): an
-- overview tab's total without counting its rows (migration 005).
CREATE TRIGGER inspections_count_insert AFTER INSERT ON inspections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
CREATE TRIGGER inspections_count_update AFTER UPDATE ON inspections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
CREATE TRIGGER inspections_count_delete AFTER DELETE ON inspections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'inspections', organisation_id, tab, count(*) FROM inspections GROUP BY 2, 3;

CREATE TRIGGER repairs_count_insert AFTER INSERT ON repairs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
CREATE TRIGGER repairs_count_update AFTER UPDATE ON repairs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
CREATE TRIGGER repairs_count_delete AFTER DELETE ON repairs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'repairs', organisation_id, tab, count(*) FROM repairs GROUP BY 2, 3;
