-- The back office (issue 41, first slice; api/src/routes/backoffice/README.md): the
-- supplier's own organisation and its staff, who handles a customer request, a version for
-- the optimistic check, the SLA clock per type and urgency, and the inbox's indexes.

-- The supplier itself is one organisation (at most one), holding the staff's accounts.
ALTER TABLE organisations ADD COLUMN is_supplier boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX organisations_one_supplier ON organisations ((true)) WHERE is_supplier;

-- A staff role only on a user of the supplier's organisation: a customer account can never
-- hold one, whatever writes the row.
CREATE FUNCTION users_staff_only_at_supplier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF 'staff' = ANY (NEW.roles) AND NOT EXISTS (
    SELECT 1 FROM organisations o WHERE o.id = NEW.organisation_id AND o.is_supplier
  ) THEN
    RAISE EXCEPTION 'user %: staff roles only for users of the supplier organisation', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_staff_only_at_supplier BEFORE INSERT OR UPDATE OF roles, organisation_id
  ON users FOR EACH ROW EXECUTE FUNCTION users_staff_only_at_supplier();

-- The SLA targets: hours from submission to completion, per type and urgency; the row of
-- type '*' holds for every type without its own.
CREATE TABLE request_sla_targets (
  type text NOT NULL,
  is_urgent boolean NOT NULL,
  hours integer NOT NULL CHECK (hours BETWEEN 1 AND 8760),
  PRIMARY KEY (type, is_urgent)
);
INSERT INTO request_sla_targets (type, is_urgent, hours) VALUES
  ('*', false, 72), ('*', true, 24),
  ('REPAIR-RENTAL', false, 24), ('REPAIR-RENTAL', true, 4),
  ('REPAIR-DEPOT', false, 48), ('REPAIR-DEPOT', true, 8),
  ('RENTAL-REQUEST', false, 48), ('RENTAL-REQUEST', true, 8),
  ('DEPOT-OUT', false, 48), ('DEPOT-OUT', true, 8);

ALTER TABLE customer_requests
  -- the staff member handling it (handled_by keeps the name the customer reads)
  ADD COLUMN assigned_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- raised by every move: a move sent with an older version is refused (two staff at once)
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  -- 'Spoed' of the form (custom_data key urgency, 'Ja')
  ADD COLUMN is_urgent boolean GENERATED ALWAYS AS (
    custom_data @> '[{"key": "urgency", "value": "Ja"}]'::jsonb) STORED,
  -- when the SLA target of its type and urgency runs out (set on insert)
  ADD COLUMN due_at timestamptz;

CREATE FUNCTION customer_requests_due_at(request_type text, urgent boolean, created timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT created + make_interval(hours => coalesce(
    (SELECT hours FROM request_sla_targets WHERE type = request_type AND is_urgent = urgent),
    (SELECT hours FROM request_sla_targets WHERE type = '*' AND is_urgent = urgent),
    72))
$$;

CREATE FUNCTION customer_requests_set_due_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.due_at := customer_requests_due_at(NEW.type,
    NEW.custom_data @> '[{"key": "urgency", "value": "Ja"}]'::jsonb, NEW.created_at);
  RETURN NEW;
END
$$;
CREATE TRIGGER customer_requests_set_due_at BEFORE INSERT ON customer_requests
  FOR EACH ROW EXECUTE FUNCTION customer_requests_set_due_at();

UPDATE customer_requests SET due_at = customer_requests_due_at(type, is_urgent, created_at);
ALTER TABLE customer_requests ALTER COLUMN due_at SET NOT NULL;

-- The inbox (every organisation): a tab in SLA order (overdue first), the same within one
-- organisation, type or assignee; the newest first; the id. Each serves a page by keyset.
CREATE INDEX customer_requests_inbox ON customer_requests (tab, due_at, id);
CREATE INDEX customer_requests_inbox_type ON customer_requests (tab, type, due_at, id);
CREATE INDEX customer_requests_inbox_organisation
  ON customer_requests (organisation_id, tab, due_at, id);
CREATE INDEX customer_requests_inbox_assignee
  ON customer_requests (assigned_user_id, tab, due_at, id) WHERE assigned_user_id IS NOT NULL;
CREATE INDEX customer_requests_inbox_newest ON customer_requests (tab, created_at DESC, id DESC);
