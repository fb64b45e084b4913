-- Articles (issue 10; api/src/routes/articles/README.md "Data"): article templates with their
-- fields, inspection intervals per category, the product's placement and due dates, inspections,
-- repairs, cleanings and the product log. Lists follow 005: one index per list, leading with the
-- filter's equality columns and ending in the list's sort keys.

-- Months between periodic inspections; a category without one takes its nearest
-- ancestor's; null all the way up means no periodic inspection.
ALTER TABLE article_categories ADD COLUMN inspection_interval_months integer
  CHECK (inspection_interval_months BETWEEN 1 AND 120);

-- An article's template: the extra fields a product of it carries (custom_values).
CREATE TABLE article_templates (
  id serial PRIMARY KEY,
  name text NOT NULL
);
ALTER TABLE articles ADD COLUMN template_id integer REFERENCES article_templates (id)
  ON DELETE SET NULL;

-- properties: { "options": [{ "label", "value" }], "required": bool, "max": n, "unit": text }
CREATE TABLE article_template_fields (
  id serial PRIMARY KEY,
  template_id integer NOT NULL REFERENCES article_templates (id) ON DELETE CASCADE,
  key text NOT NULL,
  label text NOT NULL,
  type text NOT NULL CHECK (type IN ('text', 'number', 'date', 'select', 'checkbox')),
  properties jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(properties) = 'object'),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (template_id, key)
);

-- Placement (api/src/routes/articles/README.md "Data"): on location (location_id), in the depot
-- (warehouse_id), or unplaced (neither: registered by the supplier, not yet placed).
UPDATE products SET status = 'ACTIVE' WHERE status NOT IN ('ACTIVE', 'REMOVED');
ALTER TABLE products
  ADD CONSTRAINT products_status CHECK (status IN ('ACTIVE', 'REMOVED')),
  ADD CONSTRAINT products_depot_status
    CHECK (depot_status IN ('IN_DEPOT', 'PENDING_IN', 'PENDING_OUT', 'PENDING_TRANSFER')),
  ADD CONSTRAINT products_one_place CHECK (location_id IS NULL OR warehouse_id IS NULL),
  ADD COLUMN template_id integer REFERENCES article_templates (id) ON DELETE SET NULL,
  -- field id -> raw value (text), of the template's fields
  ADD COLUMN custom_values jsonb NOT NULL DEFAULT '{}'::jsonb
    CHECK (jsonb_typeof(custom_values) = 'object'),
  -- the date it was placed at its current location or in the depot
  ADD COLUMN start_date date,
  ADD COLUMN quality_updated_at date,
  -- kept by the triggers below: last COMPLETED inspection + interval
  -- (api/src/routes/articles/README.md "Data")
  ADD COLUMN next_inspection_date date,
  -- the PENDING inspection the supplier planned, if any (kept by the trigger below)
  ADD COLUMN pending_inspection_id integer,
  ADD COLUMN placement text GENERATED ALWAYS AS (
    CASE WHEN warehouse_id IS NOT NULL THEN 'depot'
         WHEN location_id IS NOT NULL THEN 'location' ELSE 'unplaced' END) STORED,
  -- sort key of 'Volgende keuring': no date last
  ADD COLUMN next_inspection_key date GENERATED ALWAYS AS (
    coalesce(next_inspection_date, 'infinity'::date)) STORED;

-- The product lists: newest registered first (id), per placement; by next inspection.
CREATE INDEX products_list ON products (organisation_id, placement, id DESC);
CREATE INDEX products_next_inspection
  ON products (organisation_id, placement, next_inspection_key, id);
CREATE INDEX products_location ON products (organisation_id, placement, location_id);
CREATE INDEX products_article ON products (organisation_id, placement, article_id);
CREATE INDEX products_serial_search ON products USING gin (serial_number gin_trgm_ops);
CREATE INDEX products_serial ON products (organisation_id, upper(serial_number));
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement');
CREATE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement');
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('placement');
INSERT INTO list_counts (list, organisation_id, bucket, count)
  SELECT 'products', organisation_id, placement, count(*) FROM products GROUP BY 2, 3;

-- Inspections (keuringen). The report PDF is made on first download and cached in files
-- (owner_type 'inspection').
CREATE TABLE inspections (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  inspection_number text NOT NULL UNIQUE,
  inspection_type_id integer REFERENCES inspection_types (id) ON DELETE SET NULL,
  planned_date date,
  inspect_date date,
  conclusion text NOT NULL DEFAULT 'PENDING'
    CHECK (conclusion IN ('PENDING', 'COMPLETED', 'REJECTED')),
  inspector text,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  tab text GENERATED ALWAYS AS (
    CASE WHEN conclusion = 'PENDING' THEN 'open' ELSE 'archive' END) STORED,
  list_date date GENERATED ALWAYS AS (
    coalesce(inspect_date, planned_date, '-infinity'::date)) STORED
);
CREATE INDEX inspections_list ON inspections (organisation_id, tab, list_date DESC, id DESC);
CREATE INDEX inspections_all ON inspections (organisation_id, list_date DESC, id DESC);
CREATE INDEX inspections_product ON inspections (product_id, list_date DESC, id DESC);

-- A category's interval: its own, else its nearest ancestor's.
CREATE FUNCTION category_inspection_interval(category integer) RETURNS integer
LANGUAGE sql STABLE AS $fn$
  WITH RECURSIVE up AS (
    SELECT id, parent_id, inspection_interval_months, 0 AS depth
    FROM article_categories WHERE id = category
    UNION ALL
    SELECT c.id, c.parent_id, c.inspection_interval_months, up.depth + 1
    FROM article_categories c JOIN up ON c.id = up.parent_id
    WHERE up.inspection_interval_months IS NULL
  )
  SELECT inspection_interval_months FROM up
  WHERE inspection_interval_months IS NOT NULL ORDER BY depth LIMIT 1
$fn$;

-- The due date rule of api/src/routes/articles/README.md "Data" (mirrored by shared/rules
-- nextInspectionDate): last COMPLETED inspection + interval; never inspected: registration date +
-- interval.
CREATE FUNCTION product_next_inspection(product integer) RETURNS date
LANGUAGE sql STABLE AS $fn$
  SELECT (coalesce(
      (SELECT max(i.inspect_date) FROM inspections i
       WHERE i.product_id = p.id AND i.conclusion = 'COMPLETED'),
      p.registration_date)
    + make_interval(months => category_inspection_interval(a.category_id)))::date
  FROM products p JOIN articles a ON a.id = p.article_id WHERE p.id = product
$fn$;

-- Keeps a product's last inspection, next due date and planned inspection in step with
-- its inspections.
CREATE FUNCTION inspections_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  product integer := coalesce(NEW.product_id, OLD.product_id);
BEGIN
  UPDATE products p SET
    inspect_date = (SELECT max(i.inspect_date) FROM inspections i
                    WHERE i.product_id = product AND i.conclusion <> 'PENDING'),
    next_inspection_date = product_next_inspection(product),
    pending_inspection_id = (SELECT i.id FROM inspections i
                             WHERE i.product_id = product AND i.conclusion = 'PENDING'
                             ORDER BY i.planned_date NULLS LAST, i.id LIMIT 1)
  WHERE p.id = product;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER inspections_follow AFTER INSERT OR UPDATE OR DELETE ON inspections
  FOR EACH ROW EXECUTE FUNCTION inspections_follow();

-- A new product (or a changed registration date or article) gets its due date.
CREATE FUNCTION products_next_inspection() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.next_inspection_date := (coalesce(
      (SELECT max(i.inspect_date) FROM inspections i
       WHERE i.product_id = NEW.id AND i.conclusion = 'COMPLETED'),
      NEW.registration_date)
    + make_interval(months => category_inspection_interval(
        (SELECT category_id FROM articles WHERE id = NEW.article_id))))::date;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER products_next_inspection_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_next_inspection();
CREATE TRIGGER products_next_inspection_update
  BEFORE UPDATE OF registration_date, article_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_next_inspection();

-- Repairs: the supplier's (a REPAIR-DEPOT request) and the customer's own (client repair,
-- signed: files owner_type 'repair_signature'). The slip PDF is cached as 'repair_slip'.
CREATE TABLE repairs (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  repair_number text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'PROCESSING' CHECK (status IN ('PROCESSING', 'FIXED', 'BROKEN')),
  created_at timestamptz NOT NULL DEFAULT now(),
  repair_date date,
  repairer text,
  description text,
  remark text,
  is_client_repair boolean NOT NULL DEFAULT false,
  customer_request_id integer REFERENCES customer_requests (id) ON DELETE SET NULL,
  repair_user_contact_id integer REFERENCES contacts (id) ON DELETE SET NULL,
  tab text GENERATED ALWAYS AS (
    CASE WHEN status = 'PROCESSING' THEN 'open' ELSE 'archive' END) STORED
);
CREATE INDEX repairs_list ON repairs (organisation_id, tab, created_at DESC, id DESC);
CREATE INDEX repairs_product ON repairs (product_id, created_at DESC, id DESC);
CREATE INDEX repairs_request ON repairs (customer_request_id) WHERE customer_request_id IS NOT NULL;

-- Cleanings: the supplier's data, shown on a product's tab.
CREATE TABLE cleanings (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('PROCESSING', 'RELEASED', 'REPAIR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  clean_date date
);
CREATE INDEX cleanings_product ON cleanings (product_id, created_at DESC, id DESC);
CREATE INDEX cleanings_product_status ON cleanings (product_id, status, created_at DESC, id DESC);

-- 'Product historie' (Datum, Actie, Details, Door): one row per write on a product, in
-- the write's own transaction.
CREATE TABLE product_log (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  message text NOT NULL,
  specification text NOT NULL DEFAULT '',
  actor_name text NOT NULL
);
CREATE INDEX product_log_product ON product_log (product_id, created_at DESC, id DESC);

-- The product requests of relocate (vdm) and client name.
ALTER TABLE customer_requests DROP CONSTRAINT customer_requests_type_check;
ALTER TABLE customer_requests ADD CONSTRAINT customer_requests_type_check
  CHECK (type IN ('DEPOT-IN', 'DEPOT-OUT', 'RENTAL-REQUEST', 'RENTAL-STOP', 'REPAIR-DEPOT',
    'REPAIR-RENTAL', 'PRODUCT-LOCATION-UPDATE', 'PRODUCT-CLIENT-UPDATE'));

-- Numbers of repairs and inspections made by the api and the CLI ('RP-000001', 'KR-000001').
CREATE SEQUENCE repair_numbers;
CREATE SEQUENCE inspection_numbers;

-- Cached documents of inspections and repairs, one each.
CREATE UNIQUE INDEX files_inspection_pdf ON files (owner_id) WHERE owner_type = 'inspection';
CREATE UNIQUE INDEX files_repair_slip ON files (owner_id) WHERE owner_type = 'repair_slip';
