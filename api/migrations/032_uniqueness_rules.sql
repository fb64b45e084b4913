-- Every uniqueness rule the portal promises, held by the database (issue 35 §5;
-- api/migrations/README.md "Uniqueness rules"). The application still checks first and
-- answers its Dutch message; under concurrent writers the index refuses the second one, and
-- api/src/db/constraint-refusals.ts turns that violation into the same message.
--
-- The existing data is checked first. A duplicate cannot be repaired without knowing which
-- row is right, so the migration stops and names the rows; nothing is changed then.

-- Findings of the data checks of migrations 032-035 that repaired something: what was
-- found, in which rows, and what was done (read with `SELECT * FROM migration_findings`).
CREATE TABLE migration_findings (
  id serial PRIMARY KEY,
  version integer NOT NULL,
  finding text NOT NULL,
  found_at timestamptz NOT NULL DEFAULT now()
);

DO $check$
DECLARE
  found text;
BEGIN
  -- A serial number is unique per organisation, whatever its case ('Dit serienummer is al
  -- in gebruik').
  SELECT string_agg(format('organisation %s serial %L: products %s', organisation_id, serial,
           ids), '; ' ORDER BY organisation_id, serial)
    INTO found
    FROM (SELECT organisation_id, upper(serial_number) AS serial,
            string_agg(id::text, ', ' ORDER BY id) AS ids
          FROM products WHERE serial_number IS NOT NULL
          GROUP BY organisation_id, upper(serial_number) HAVING count(*) > 1) d;
  IF found IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 032: serial numbers used twice in an organisation (%). Give each product its own serial number, then start again.', found;
  END IF;

  -- A QR code is linked once, to one product or one rental case, whatever its case
  -- ('Deze code is al gekoppeld aan een ander hulpmiddel').
  SELECT string_agg(format('code %L: %s', code, owners), '; ' ORDER BY code)
    INTO found
    FROM (SELECT code, string_agg(owner, ', ' ORDER BY owner) AS owners
          FROM (SELECT upper(barcode) AS code, 'product ' || id AS owner
                FROM products WHERE barcode IS NOT NULL
                UNION ALL
                SELECT upper(barcode), 'rental case ' || id
                FROM rental_cases WHERE barcode IS NOT NULL) c
          GROUP BY code HAVING count(*) > 1) d;
  IF found IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 032: QR codes linked more than once (%). Unlink all but one, then start again.', found;
  END IF;

  -- One running request of a kind the portal refuses a second of, per rental case or product
  -- ('Voor dit dossier is al een reparatiemelding in behandeling', 'Voor dit hulpmiddel is
  -- al een ... in behandeling').
  SELECT string_agg(format('organisation %s %s about %s: requests %s', organisation_id, type,
           source_id, ids), '; ' ORDER BY organisation_id, type, source_id)
    INTO found
    FROM (SELECT organisation_id, type, source_id, string_agg(id::text, ', ' ORDER BY id) AS ids
          FROM customer_requests
          WHERE status IN ('OPEN', 'PROCESSING') AND source_id IS NOT NULL
            AND type IN ('REPAIR-RENTAL', 'REPAIR-DEPOT', 'PRODUCT-LOCATION-UPDATE', 'DEPOT-IN',
              'DEPOT-OUT')
          GROUP BY organisation_id, type, source_id HAVING count(*) > 1) d;
  IF found IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 032: more than one running request of a kind (%). Complete or reject all but one, then start again.', found;
  END IF;

  -- One depot order per customer request.
  SELECT string_agg(format('request %s: depot orders %s', customer_request_id, ids), '; '
           ORDER BY customer_request_id)
    INTO found
    FROM (SELECT customer_request_id, string_agg(id::text, ', ' ORDER BY id) AS ids
          FROM depot_cases WHERE customer_request_id IS NOT NULL
          GROUP BY customer_request_id HAVING count(*) > 1) d;
  IF found IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 032: customer requests with more than one depot order (%). Keep one order per request, then start again.', found;
  END IF;
END
$check$;

-- Serial per organisation, case ignored: the index the look-up already used, now unique.
DROP INDEX products_serial;
CREATE UNIQUE INDEX products_serial ON products (organisation_id, upper(serial_number));

-- A QR code across products and rental cases: one claim per code (its upper case), made by
-- the row that links it. Both tables keep their own barcode column (scanning reads it); the
-- claim's primary key is what two tables cannot share in one index. The claims are kept by
-- the triggers below, so every writer (the portal, the seed, the supplier's import, a
-- statement by hand) claims the code in its own transaction: a second claim waits for the
-- first to commit and then fails on qr_codes_pkey. A product or case that goes takes its
-- claim with it.
CREATE TABLE qr_codes (
  code_key text PRIMARY KEY,
  product_id integer UNIQUE REFERENCES products (id) ON DELETE CASCADE,
  rental_case_id integer UNIQUE REFERENCES rental_cases (id) ON DELETE CASCADE,
  CONSTRAINT qr_codes_one_owner CHECK ((product_id IS NULL) <> (rental_case_id IS NULL))
);

CREATE FUNCTION qr_codes_claim() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.barcode IS NOT NULL THEN
    IF TG_TABLE_NAME = 'products' THEN
      DELETE FROM qr_codes WHERE product_id = OLD.id;
    ELSE
      DELETE FROM qr_codes WHERE rental_case_id = OLD.id;
    END IF;
  END IF;
  IF NEW.barcode IS NOT NULL THEN
    IF TG_TABLE_NAME = 'products' THEN
      INSERT INTO qr_codes (code_key, product_id) VALUES (upper(NEW.barcode), NEW.id);
    ELSE
      INSERT INTO qr_codes (code_key, rental_case_id) VALUES (upper(NEW.barcode), NEW.id);
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER products_qr_code_insert AFTER INSERT ON products
  FOR EACH ROW WHEN (NEW.barcode IS NOT NULL) EXECUTE FUNCTION qr_codes_claim();
CREATE TRIGGER products_qr_code_update AFTER UPDATE OF barcode ON products
  FOR EACH ROW WHEN (OLD.barcode IS DISTINCT FROM NEW.barcode) EXECUTE FUNCTION qr_codes_claim();
CREATE TRIGGER rental_cases_qr_code_insert AFTER INSERT ON rental_cases
  FOR EACH ROW WHEN (NEW.barcode IS NOT NULL) EXECUTE FUNCTION qr_codes_claim();
CREATE TRIGGER rental_cases_qr_code_update AFTER UPDATE OF barcode ON rental_cases
  FOR EACH ROW WHEN (OLD.barcode IS DISTINCT FROM NEW.barcode) EXECUTE FUNCTION qr_codes_claim();

INSERT INTO qr_codes (code_key, product_id)
  SELECT upper(barcode), id FROM products WHERE barcode IS NOT NULL;
INSERT INTO qr_codes (code_key, rental_case_id)
  SELECT upper(barcode), id FROM rental_cases WHERE barcode IS NOT NULL;

-- One running request of a kind per rental case or product: the kinds productActionRefusal
-- (shared/rules/product-actions.ts) and the repair report refuse a second of, one index per
-- kind so that the index's name says which message a refusal answers. A client name update
-- may run beside another one; a retour holds several cases (rental_retour_cases) and is kept
-- to one per case by the cases' row locks (README "Uniqueness rules").
CREATE UNIQUE INDEX customer_requests_one_repair_rental ON customer_requests
  (organisation_id, source_id)
  WHERE type = 'REPAIR-RENTAL' AND status IN ('OPEN', 'PROCESSING') AND source_id IS NOT NULL;
CREATE UNIQUE INDEX customer_requests_one_repair_depot ON customer_requests
  (organisation_id, source_id)
  WHERE type = 'REPAIR-DEPOT' AND status IN ('OPEN', 'PROCESSING') AND source_id IS NOT NULL;
CREATE UNIQUE INDEX customer_requests_one_relocation ON customer_requests
  (organisation_id, source_id)
  WHERE type = 'PRODUCT-LOCATION-UPDATE' AND status IN ('OPEN', 'PROCESSING')
    AND source_id IS NOT NULL;
CREATE UNIQUE INDEX customer_requests_one_depot_in ON customer_requests
  (organisation_id, source_id)
  WHERE type = 'DEPOT-IN' AND status IN ('OPEN', 'PROCESSING') AND source_id IS NOT NULL;
CREATE UNIQUE INDEX customer_requests_one_depot_out ON customer_requests
  (organisation_id, source_id)
  WHERE type = 'DEPOT-OUT' AND status IN ('OPEN', 'PROCESSING') AND source_id IS NOT NULL;

-- One depot order per customer request (the order a product write asks for).
CREATE UNIQUE INDEX depot_cases_one_per_request ON depot_cases (customer_request_id)
  WHERE customer_request_id IS NOT NULL;
