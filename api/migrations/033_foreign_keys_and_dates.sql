-- The references and dates the data needs (issue 35 §5; api/migrations/README.md
-- "Uniqueness rules"): the columns kept by triggers point at rows that exist, and a rental
-- case never ends before it starts.
--
-- The existing data is checked first. A reference to a row that is gone can only mean "none"
-- (the trigger that keeps it would have written NULL), so it is set to NULL and written to
-- migration_findings. A case that ends before it starts is the supplier's record, and
-- which of its two dates is wrong nobody here can tell: the migration stops and names them.

DO $check$
DECLARE
  found text;
BEGIN
  SELECT string_agg(format('rental case %s (%s to %s)', id, start_date, end_date), '; '
           ORDER BY id)
    INTO found
    FROM rental_cases WHERE end_date < start_date;
  IF found IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 033: rental cases that end before they start (%). Correct their dates, then start again.', found;
  END IF;

  WITH gone AS (
    UPDATE products p SET pending_inspection_id = NULL
    WHERE p.pending_inspection_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.id = p.pending_inspection_id)
    RETURNING p.id)
  SELECT string_agg(id::text, ', ' ORDER BY id) INTO found FROM gone;
  IF found IS NOT NULL THEN
    INSERT INTO migration_findings (version, finding) VALUES (33,
      'products whose planned inspection no longer exists, set to none: ' || found);
  END IF;

  WITH gone AS (
    UPDATE depot_case_items d SET item_category_id = NULL
    WHERE d.item_category_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM article_categories c WHERE c.id = d.item_category_id)
    RETURNING d.id)
  SELECT string_agg(id::text, ', ' ORDER BY id) INTO found FROM gone;
  IF found IS NOT NULL THEN
    INSERT INTO migration_findings (version, finding) VALUES (33,
      'depot order lines whose category no longer exists, set to none: ' || found);
  END IF;

  WITH gone AS (
    UPDATE depot_case_items d SET order_location_id = NULL
    WHERE d.order_location_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.id = d.order_location_id)
    RETURNING d.id)
  SELECT string_agg(id::text, ', ' ORDER BY id) INTO found FROM gone;
  IF found IS NOT NULL THEN
    INSERT INTO migration_findings (version, finding) VALUES (33,
      'depot order lines whose location no longer exists, set to none: ' || found);
  END IF;
END
$check$;

-- why SET NULL: what the triggers that keep these columns write when the row is gone; the
-- order's own location (depot_cases.location_id) goes to NULL the same way.
ALTER TABLE products ADD CONSTRAINT products_pending_inspection
  FOREIGN KEY (pending_inspection_id) REFERENCES inspections (id) ON DELETE SET NULL;
ALTER TABLE depot_case_items
  ADD CONSTRAINT depot_case_items_item_category
    FOREIGN KEY (item_category_id) REFERENCES article_categories (id) ON DELETE SET NULL,
  ADD CONSTRAINT depot_case_items_order_location
    FOREIGN KEY (order_location_id) REFERENCES locations (id) ON DELETE SET NULL;

ALTER TABLE rental_cases ADD CONSTRAINT rental_cases_dates_in_order
  CHECK (end_date >= start_date);
