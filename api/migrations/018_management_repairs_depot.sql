-- Management information, repairs and depot (issue 25, spec 001 §2.7, §3 "Management";
-- api/src/routes/management/README.md): the repairs overview by repair date with the customer's
-- reference, the depot overview by the day an order was handled, and the history of the
-- depot ('Depot op datum': what was in the depot on a day). Each list has an index that
-- matches its order and month counters for its period (src/db/list-query.ts bucketed()).

SET LOCAL TimeZone = 'UTC';
SET LOCAL DateStyle = 'ISO, YMD';

-- Repairs: the customer's own reference (a purchase order or cost centre, spec 001 §3
-- "Repair overview row"); the overview's date is the repair date, or for a running repair
-- the Dutch day it was reported.
ALTER TABLE repairs
  ADD COLUMN customer_reference text,
  ADD COLUMN overview_date date GENERATED ALWAYS AS (
    coalesce(repair_date, (created_at AT TIME ZONE 'Europe/Amsterdam')::date)) STORED,
  ADD COLUMN overview_month date GENERATED ALWAYS AS (
    date_trunc('month', coalesce(repair_date,
      (created_at AT TIME ZONE 'Europe/Amsterdam')::date)::timestamp)::date) STORED;
CREATE INDEX repairs_overview ON repairs (organisation_id, overview_date DESC, id DESC);
CREATE TRIGGER repairs_overview_count_insert AFTER INSERT ON repairs
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'overview_month');
CREATE TRIGGER repairs_overview_count_update AFTER UPDATE ON repairs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'overview_month');
CREATE TRIGGER repairs_overview_count_delete AFTER DELETE ON repairs
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'overview_month');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'repairs.overview_month', organisation_id, tab || '/' || overview_month::text, count(*)
  FROM repairs GROUP BY 2, 3;

-- Depot orders: the Dutch day an order was handled; the overview lists the COMPLETED ones,
-- newest first, per status and month counted.
-- handled_day_key is the day; migration 014's handled_key is the moment ('Verwerkingsdatum').
ALTER TABLE depot_cases
  ADD COLUMN handled_on date GENERATED ALWAYS AS (
    (handled_at AT TIME ZONE 'Europe/Amsterdam')::date) STORED,
  ADD COLUMN handled_day_key date GENERATED ALWAYS AS (
    coalesce((handled_at AT TIME ZONE 'Europe/Amsterdam')::date, '-infinity'::date)) STORED,
  ADD COLUMN handled_month date GENERATED ALWAYS AS (
    date_trunc('month', coalesce((handled_at AT TIME ZONE 'Europe/Amsterdam')::date,
      '-infinity'::date)::timestamp)::date) STORED;
CREATE INDEX depot_cases_handled
  ON depot_cases (organisation_id, depot_status, handled_day_key DESC, id DESC);
CREATE INDEX depot_cases_handled_location
  ON depot_cases (organisation_id, depot_status, location_id, handled_day_key DESC, id DESC);
-- A type of order in the overview's order: its page and its count on the index alone.
CREATE INDEX depot_cases_handled_type
  ON depot_cases (organisation_id, depot_status, form_type, handled_day_key DESC, id DESC);
CREATE TRIGGER depot_cases_handled_count_insert AFTER INSERT ON depot_cases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('depot_status', 'handled_month');
CREATE TRIGGER depot_cases_handled_count_update AFTER UPDATE ON depot_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('depot_status', 'handled_month');
CREATE TRIGGER depot_cases_handled_count_delete AFTER DELETE ON depot_cases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('depot_status', 'handled_month');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'depot_cases.handled_month', organisation_id,
    depot_status || '/' || handled_month::text, count(*)
  FROM depot_cases GROUP BY 2, 3;

-- The depot's history: each stay of a product in a depot, from the day it came in to the
-- day it left (null while it is there). Kept by the triggers on products below, whatever
-- moves a product (the depot workflow, the admin CLI, the seed); the day is the product's
-- start_date at its new place (the day the move was made), today when it has none.
CREATE TABLE product_depot_stays (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  warehouse_id integer REFERENCES warehouses (id) ON DELETE SET NULL,
  from_date date NOT NULL,
  to_date date CHECK (to_date IS NULL OR to_date >= from_date),
  tab text GENERATED ALWAYS AS (CASE WHEN to_date IS NULL THEN 'open' ELSE 'closed' END) STORED,
  from_month date GENERATED ALWAYS AS (date_trunc('month', from_date::timestamp)::date) STORED,
  to_month date GENERATED ALWAYS AS (
    date_trunc('month', coalesce(to_date, 'infinity'::date)::timestamp)::date) STORED
);
CREATE UNIQUE INDEX product_depot_stays_open ON product_depot_stays (product_id)
  WHERE to_date IS NULL;
-- 'Depot op datum': came in by the day, newest first; to_date decides on the index alone.
CREATE INDEX product_depot_stays_list
  ON product_depot_stays (organisation_id, from_date DESC, id DESC) INCLUDE (to_date);
CREATE INDEX product_depot_stays_product ON product_depot_stays (product_id, from_date DESC);
CREATE INDEX product_depot_stays_left ON product_depot_stays (organisation_id, to_date)
  WHERE to_date IS NOT NULL;
-- Stays per state and month of arrival, and of departure (the day's total: came in by the
-- day minus left before it).
CREATE TRIGGER product_depot_stays_from_count_insert AFTER INSERT ON product_depot_stays
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'from_month');
CREATE TRIGGER product_depot_stays_from_count_update AFTER UPDATE ON product_depot_stays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'from_month');
CREATE TRIGGER product_depot_stays_from_count_delete AFTER DELETE ON product_depot_stays
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'from_month');
CREATE TRIGGER product_depot_stays_to_count_insert AFTER INSERT ON product_depot_stays
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'to_month');
CREATE TRIGGER product_depot_stays_to_count_update AFTER UPDATE ON product_depot_stays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'to_month');
CREATE TRIGGER product_depot_stays_to_count_delete AFTER DELETE ON product_depot_stays
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab', 'to_month');

-- why: statement-level, with transition tables: one INSERT of 100,000 products (a
-- benchmark, a migration) writes their stays in one statement, not 100,000.
CREATE FUNCTION products_depot_stays_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO product_depot_stays (organisation_id, product_id, warehouse_id, from_date)
  SELECT organisation_id, id, warehouse_id,
    coalesce(start_date, registration_date, current_date)
  FROM new_rows WHERE warehouse_id IS NOT NULL ORDER BY id;
  RETURN NULL;
END
$fn$;
CREATE FUNCTION products_depot_stays_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- A product that left its depot (or moved to another) ends its stay that day.
  UPDATE product_depot_stays s
  SET to_date = greatest(coalesce(n.start_date, current_date), s.from_date)
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE s.product_id = n.id AND s.to_date IS NULL AND o.warehouse_id IS NOT NULL
    AND n.warehouse_id IS DISTINCT FROM o.warehouse_id;
  INSERT INTO product_depot_stays (organisation_id, product_id, warehouse_id, from_date)
  SELECT n.organisation_id, n.id, n.warehouse_id, coalesce(n.start_date, current_date)
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE n.warehouse_id IS NOT NULL AND n.warehouse_id IS DISTINCT FROM o.warehouse_id
  ORDER BY n.id;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER products_depot_stays_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_depot_stays_insert();
CREATE TRIGGER products_depot_stays_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_depot_stays_update();

-- The products in a depot now, from the day they came in; the history starts here.
INSERT INTO product_depot_stays (organisation_id, product_id, warehouse_id, from_date)
  SELECT organisation_id, id, warehouse_id,
    coalesce(start_date, registration_date, (created_at AT TIME ZONE 'Europe/Amsterdam')::date)
  FROM products WHERE warehouse_id IS NOT NULL ORDER BY id;
