-- Management info, counts (issue 25; api/src/routes/management/README.md,
-- api/src/db/README.md "Totals"):
-- the category counts and the charts of the overviews per location and per category,
-- read from counters instead of grouping up to 100,000 rows per call (140-700 ms at
-- 100,000 rows). The counters of migration 008 gain more columns: list
-- '<table>.<column>.<column>...', bucket '<tab>/<value>/<value>...' (src/db/grouped-counts.ts).
-- A period is the month counters inside it and the rows of its edge months (on the list's
-- index), as for the totals (migration 017, list-query.ts bucketed()).

SET LOCAL TimeZone = 'UTC';
SET LOCAL DateStyle = 'ISO, YMD';

-- A period of months is a range of a list's buckets ('<tab>/<month>/...', ISO months sort
-- as text); compared byte for byte (~>=~, ~<~), whatever the database's collation, so that
-- a year of a list of thousands of buckets reads only that year's.
CREATE INDEX list_counts_buckets ON list_counts (list, organisation_id, bucket text_pattern_ops);

-- TG_ARGV[0]: the bucket column (the tab); TG_ARGV[1..]: the filter columns, any number.
CREATE OR REPLACE FUNCTION list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  list_name text := TG_TABLE_NAME;
  bucket text := format('%I::text', TG_ARGV[0]);
  changed text;
BEGIN
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    list_name := list_name || '.' || TG_ARGV[i];
    bucket := bucket || format(' || ''/'' || coalesce(%I::text, '''')', TG_ARGV[i]);
  END LOOP;
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
ALTER FUNCTION list_counts_track() SET TimeZone = 'UTC' SET DateStyle = 'ISO, YMD';

-- Three triggers `name`_ins, _upd, _del counting `tbl` per tab and columns, and the
-- backfill of the rows already there.
CREATE FUNCTION pg_temp.track_counts(name text, tbl text, tab text, cols text[]) RETURNS void
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

-- Rental cases per status, location and category: all time, per start month (delivered,
-- active, started by a day) and per month of the list date (ended by a day, returned).
SELECT pg_temp.track_counts('rental_cases_kind_count', 'rental_cases', 'status',
  ARRAY['location_id', 'category_id']);
SELECT pg_temp.track_counts('rental_cases_start_kind_count', 'rental_cases', 'status',
  ARRAY['start_month', 'location_id', 'category_id']);
SELECT pg_temp.track_counts('rental_cases_list_kind_count', 'rental_cases', 'status',
  ARRAY['page_bucket', 'location_id', 'category_id']);

-- The day overviews per month of arrival ('Verhuur op datum' by start month, 'Depot op
-- datum' by month in): how many of each month had left before a day, per month it left
-- (the cases' end month is their list month, migration 009), so that a deep page of the
-- cases or products on a day starts at its month instead of walking every row before it.
SELECT pg_temp.track_counts('rental_cases_start_end_count', 'rental_cases', 'status',
  ARRAY['start_month', 'page_bucket']);

-- Products per placement and article (the charts per category; per location there are
-- the counters of migration 009), and per placement and quality (the quality filter of the
-- product lists counted ~100,000 rows: 146 ms at 100,000 products on PGlite).
SELECT pg_temp.track_counts('products_article_count', 'products', 'placement',
  ARRAY['article_id']);
SELECT pg_temp.track_counts('products_quality_count', 'products', 'placement',
  ARRAY['quality']);

-- The depot's history per depot and article: a stay's article is its product's when it
-- began (an article is not changed into another).
ALTER TABLE product_depot_stays ADD COLUMN article_id integer REFERENCES articles (id)
  ON DELETE SET NULL;
UPDATE product_depot_stays s SET article_id = p.article_id FROM products p WHERE p.id = s.product_id;
CREATE OR REPLACE FUNCTION products_depot_stays_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO product_depot_stays (organisation_id, product_id, warehouse_id, from_date,
    article_id)
  SELECT organisation_id, id, warehouse_id, coalesce(start_date, registration_date, current_date),
    article_id
  FROM new_rows WHERE warehouse_id IS NOT NULL ORDER BY id;
  RETURN NULL;
END
$fn$;
CREATE OR REPLACE FUNCTION products_depot_stays_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE product_depot_stays s
  SET to_date = greatest(coalesce(n.start_date, current_date), s.from_date)
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE s.product_id = n.id AND s.to_date IS NULL AND o.warehouse_id IS NOT NULL
    AND n.warehouse_id IS DISTINCT FROM o.warehouse_id;
  INSERT INTO product_depot_stays (organisation_id, product_id, warehouse_id, from_date,
    article_id)
  SELECT n.organisation_id, n.id, n.warehouse_id, coalesce(n.start_date, current_date),
    n.article_id
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE n.warehouse_id IS NOT NULL AND n.warehouse_id IS DISTINCT FROM o.warehouse_id
  ORDER BY n.id;
  RETURN NULL;
END
$fn$;
SELECT pg_temp.track_counts('product_depot_stays_from_kind_count', 'product_depot_stays', 'tab',
  ARRAY['from_month', 'warehouse_id', 'article_id']);
SELECT pg_temp.track_counts('product_depot_stays_to_kind_count', 'product_depot_stays', 'tab',
  ARRAY['to_month', 'warehouse_id', 'article_id']);
SELECT pg_temp.track_counts('product_depot_stays_stay_count', 'product_depot_stays', 'tab',
  ARRAY['from_month', 'to_month']);
-- 'Depot op datum' of a kind: the stays of its articles in arrival order.
CREATE INDEX product_depot_stays_article
  ON product_depot_stays (organisation_id, article_id, from_date DESC, id DESC) INCLUDE (to_date);

-- The lines of a depot order carry what the counts need of their order (its status, the
-- day it was handled, its place and type) and their kind (the category of their article,
-- product or category), kept by the triggers below; an order's products are counted per
-- status, month, location and category.
ALTER TABLE depot_case_items
  ADD COLUMN order_status text,
  ADD COLUMN order_form_type text,
  ADD COLUMN order_location_id integer,
  ADD COLUMN order_handled_key date,
  ADD COLUMN item_category_id integer,
  ADD COLUMN order_month date GENERATED ALWAYS AS (
    date_trunc('month', coalesce(order_handled_key, '-infinity'::date)::timestamp)::date) STORED;

CREATE FUNCTION depot_case_items_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT c.depot_status, c.form_type, c.location_id, c.handled_day_key
    INTO NEW.order_status, NEW.order_form_type, NEW.order_location_id, NEW.order_handled_key
    FROM depot_cases c WHERE c.id = NEW.depot_case_id;
  NEW.item_category_id := coalesce(NEW.category_id,
    (SELECT a.category_id FROM articles a WHERE a.id = NEW.article_id),
    (SELECT a.category_id FROM products p JOIN articles a ON a.id = p.article_id
      WHERE p.id = NEW.product_id));
  RETURN NEW;
END
$fn$;
CREATE TRIGGER depot_case_items_follow BEFORE INSERT OR UPDATE OF depot_case_id, product_id,
  article_id, category_id ON depot_case_items
  FOR EACH ROW EXECUTE FUNCTION depot_case_items_follow();

CREATE FUNCTION depot_cases_lead_items() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE depot_case_items i
  SET order_status = n.depot_status, order_form_type = n.form_type,
    order_location_id = n.location_id, order_handled_key = n.handled_day_key
  FROM new_rows n
  WHERE i.depot_case_id = n.id AND (i.order_status IS DISTINCT FROM n.depot_status
    OR i.order_form_type IS DISTINCT FROM n.form_type
    OR i.order_location_id IS DISTINCT FROM n.location_id
    OR i.order_handled_key IS DISTINCT FROM n.handled_day_key);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER depot_cases_lead_items AFTER UPDATE ON depot_cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION depot_cases_lead_items();

UPDATE depot_case_items i
SET order_status = c.depot_status, order_form_type = c.form_type,
  order_location_id = c.location_id, order_handled_key = c.handled_day_key
FROM depot_cases c WHERE c.id = i.depot_case_id;
UPDATE depot_case_items i SET item_category_id = coalesce(i.category_id,
  (SELECT a.category_id FROM articles a WHERE a.id = i.article_id),
  (SELECT a.category_id FROM products p JOIN articles a ON a.id = p.article_id
    WHERE p.id = i.product_id));
CREATE INDEX depot_case_items_handled
  ON depot_case_items (organisation_id, order_status, order_handled_key)
  INCLUDE (order_location_id, item_category_id, order_form_type);

SELECT pg_temp.track_counts('depot_case_items_kind_count', 'depot_case_items', 'order_status',
  ARRAY['order_location_id', 'item_category_id']);
SELECT pg_temp.track_counts('depot_case_items_month_kind_count', 'depot_case_items',
  'order_status', ARRAY['order_month', 'order_location_id', 'item_category_id']);
