-- Depot orders (issue 11, api/src/routes/depot/README.md "Depot orders"): the supplier's work
-- orders that move products into, out of and between the customer's places, with the products (or
-- the articles and categories still to pick) they hold. Tabs: pending = OPEN, PLANNED, IN_PROGRESS;
-- archive = COMPLETED, CANCELLED.

CREATE TABLE depot_cases (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  name text NOT NULL,
  form_type text NOT NULL CHECK (form_type IN ('TRANSPORT-IN', 'TRANSPORT-OUT', 'DIRECT-IN',
    'DIRECT-OUT', 'TRANSPORT-TRANSFER')),
  depot_status text NOT NULL DEFAULT 'OPEN'
    CHECK (depot_status IN ('OPEN', 'PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz,
  pickup_address text,
  dropoff_address text,
  -- where the products go (out, transfer) or come from (in)
  location_id integer REFERENCES locations (id) ON DELETE SET NULL,
  department_id integer REFERENCES departments (id) ON DELETE SET NULL,
  room text,
  last_action text,
  time_spent_minutes integer CHECK (time_spent_minutes BETWEEN 0 AND 100000),
  priority_call boolean NOT NULL DEFAULT false,
  invoiceable boolean NOT NULL DEFAULT false,
  remarks text,
  customer_request_id integer REFERENCES customer_requests (id) ON DELETE SET NULL,
  -- the depot the products go to (in) or leave (out)
  warehouse_id integer REFERENCES warehouses (id) ON DELETE SET NULL,
  tab text GENERATED ALWAYS AS (
    CASE WHEN depot_status IN ('COMPLETED', 'CANCELLED') THEN 'archive' ELSE 'pending' END)
    STORED
);
-- Both tabs, newest first; by type.
CREATE INDEX depot_cases_list ON depot_cases (organisation_id, tab, created_at DESC, id DESC);
CREATE INDEX depot_cases_type
  ON depot_cases (organisation_id, tab, form_type, created_at DESC, id DESC);
CREATE INDEX depot_cases_request ON depot_cases (customer_request_id)
  WHERE customer_request_id IS NOT NULL;
CREATE TRIGGER depot_cases_count_insert AFTER INSERT ON depot_cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
CREATE TRIGGER depot_cases_count_update AFTER UPDATE ON depot_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');
CREATE TRIGGER depot_cases_count_delete AFTER DELETE ON depot_cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('tab');

-- What an order holds: a product, or (a delivery not yet picked) an article or category
-- with an amount.
CREATE TABLE depot_case_items (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  depot_case_id integer NOT NULL REFERENCES depot_cases (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  article_id integer REFERENCES articles (id) ON DELETE SET NULL,
  category_id integer REFERENCES article_categories (id) ON DELETE SET NULL,
  amount integer NOT NULL DEFAULT 1 CHECK (amount BETWEEN 1 AND 99)
);
CREATE INDEX depot_case_items_case ON depot_case_items (depot_case_id);
CREATE INDEX depot_case_items_product ON depot_case_items (product_id) WHERE product_id IS NOT NULL;
