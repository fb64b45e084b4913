-- The orders a user may choose per list (issue 23; src/db/list-query.ts sortedList): one
-- index per order, the list's equality columns followed by the order's keys and the id,
-- read forwards or backwards (one index serves both directions). Keys are NOT NULL
-- (keyset exports compare them as a tuple): a date without a value sorts first going up,
-- last going down ('-infinity'); a name sorts without regard to case (lower()).

-- Rental cases: Dossiernummer, Artikel, Startdatum (the tab's own order for active and
-- waiting: list_date), Einddatum (the archive's: list_date).
ALTER TABLE rental_cases
  ADD COLUMN name_key text GENERATED ALWAYS AS (lower(display_name)) STORED,
  ADD COLUMN start_key date GENERATED ALWAYS AS (coalesce(start_date, '-infinity'::date)) STORED;
CREATE INDEX rental_cases_by_id ON rental_cases (organisation_id, status, id);
CREATE INDEX rental_cases_by_name ON rental_cases (organisation_id, status, name_key, id);
CREATE INDEX rental_cases_by_start ON rental_cases (organisation_id, status, start_key, id);

-- Products: Artikel, Serienummer, Bouwjaar, Sinds ('Volgende keuring' has
-- products_next_inspection since migration 006).
ALTER TABLE products
  ADD COLUMN article_key text GENERATED ALWAYS AS (lower(article_name)) STORED,
  ADD COLUMN registration_key date GENERATED ALWAYS AS (
    coalesce(registration_date, '-infinity'::date)) STORED,
  ADD COLUMN start_key date GENERATED ALWAYS AS (coalesce(start_date, '-infinity'::date)) STORED;
CREATE INDEX products_by_article ON products (organisation_id, placement, article_key, id);
CREATE INDEX products_by_serial ON products (organisation_id, placement, serial_number, id);
CREATE INDEX products_by_registration
  ON products (organisation_id, placement, registration_key, id);
CREATE INDEX products_by_start ON products (organisation_id, placement, start_key, id);

-- Inspections (archive): Keuringsnummer; the inspection date is the list's own order.
CREATE INDEX inspections_by_number ON inspections (organisation_id, tab, inspection_number, id);

-- Repairs: Reparatienummer, Reparatiedatum; the creation date is the list's own order.
ALTER TABLE repairs
  ADD COLUMN repair_key date GENERATED ALWAYS AS (coalesce(repair_date, '-infinity'::date)) STORED;
CREATE INDEX repairs_by_number ON repairs (organisation_id, tab, repair_number, id);
CREATE INDEX repairs_by_repair_date ON repairs (organisation_id, tab, repair_key, id);

-- Depot orders: Opdracht (the name), Verwerkingsdatum; the creation date is the list's own.
ALTER TABLE depot_cases
  ADD COLUMN name_key text GENERATED ALWAYS AS (lower(name)) STORED,
  ADD COLUMN handled_key timestamptz GENERATED ALWAYS AS (
    coalesce(handled_at, '-infinity'::timestamptz)) STORED;
CREATE INDEX depot_cases_by_name ON depot_cases (organisation_id, tab, name_key, id);
CREATE INDEX depot_cases_by_handled ON depot_cases (organisation_id, tab, handled_key, id);

-- Customer requests: Id; the date is the list's own order.
CREATE INDEX customer_requests_by_id ON customer_requests (organisation_id, tab, id);
