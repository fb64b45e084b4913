-- An organisation's rows point only at its own places (issue 35 §5; api/migrations/README.md
-- "Uniqueness rules"): every reference to a location or department carries the
-- organisation, and the key is (organisation_id, id), so a row of one organisation cannot
-- name another's location even when the application's own check (findOwnLocation and its
-- kin) is missed. A second wall behind the application, at the cost of one index lookup per
-- written reference, nothing on a read.
--
-- The existing data is checked first: a row that names another organisation's place cannot
-- be repaired without knowing which of the two is wrong, so the migration stops and names
-- the rows; nothing is changed then.

CREATE UNIQUE INDEX locations_own ON locations (organisation_id, id);
CREATE UNIQUE INDEX departments_own ON departments (organisation_id, id);

DO $own$
DECLARE
  ref record;
  found text;
  old_key text;
BEGIN
  FOR ref IN
    SELECT * FROM (VALUES
      ('locations', 'parent_id', 'locations', 'CASCADE'),
      ('departments', 'location_id', 'locations', 'CASCADE'),
      ('rooms', 'department_id', 'departments', 'CASCADE'),
      ('products', 'location_id', 'locations', 'SET NULL'),
      ('products', 'department_id', 'departments', 'SET NULL'),
      ('customer_requests', 'location_from_id', 'locations', 'SET NULL'),
      ('customer_requests', 'location_to_id', 'locations', 'SET NULL'),
      ('rental_cases', 'location_id', 'locations', 'SET NULL'),
      ('rental_cases', 'department_id', 'departments', 'SET NULL'),
      ('rental_requests', 'location_id', 'locations', 'SET NULL'),
      ('rental_requests', 'department_id', 'departments', 'SET NULL'),
      ('invoices', 'location_id', 'locations', 'SET NULL'),
      ('depot_cases', 'location_id', 'locations', 'SET NULL'),
      ('depot_cases', 'department_id', 'departments', 'SET NULL'),
      ('depot_case_items', 'order_location_id', 'locations', 'SET NULL')
    ) AS r (tab, col, target, action)
  LOOP
    EXECUTE format(
      'SELECT string_agg(t.id::text, %L ORDER BY t.id) FROM %I t JOIN %I x ON x.id = t.%I
       WHERE x.organisation_id <> t.organisation_id', ', ', ref.tab, ref.target, ref.col)
      INTO found;
    IF found IS NOT NULL THEN
      RAISE EXCEPTION 'Migration 034: % of another organisation in %.% (rows %). Correct them, then start again.',
        ref.target, ref.tab, ref.col, found;
    END IF;
    SELECT c.conname INTO old_key FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.conrelid = ref.tab::regclass AND c.contype = 'f' AND a.attname = ref.col
        AND array_length(c.conkey, 1) = 1;
    IF old_key IS NOT NULL THEN
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', ref.tab, old_key);
    END IF;
    -- why SET NULL (column): the reference goes, the row's organisation stays.
    EXECUTE format(
      'ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (organisation_id, %I)
         REFERENCES %I (organisation_id, id) ON DELETE %s',
      ref.tab, ref.tab || '_' || ref.col || '_own', ref.col, ref.target,
      CASE WHEN ref.action = 'CASCADE' THEN 'CASCADE'
           ELSE format('SET NULL (%I)', ref.col) END);
  END LOOP;
END
$own$;
