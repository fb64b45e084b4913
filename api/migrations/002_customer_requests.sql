-- Customer requests (spec 001 §2.6, §3 "Depot and requests"): every write that asks the
-- supplier for something (rental request, retour, repair, depot in/out, ...) creates one
-- row here in the same transaction, so it shows under /requests at once. Plus the
-- idempotency keys of those writes (ARCHITECTURE.md: they live in the database).

CREATE TABLE customer_requests (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('DEPOT-IN', 'DEPOT-OUT', 'RENTAL-REQUEST', 'RENTAL-STOP',
    'REPAIR-DEPOT', 'REPAIR-RENTAL')),
  -- tabs: open = OPEN, processing = PROCESSING, archive = COMPLETED + REJECTED
  status text NOT NULL DEFAULT 'OPEN'
    CHECK (status IN ('OPEN', 'PROCESSING', 'COMPLETED', 'REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  contact_id integer REFERENCES contacts (id) ON DELETE SET NULL,
  location_from_id integer REFERENCES locations (id) ON DELETE SET NULL,
  location_to_id integer REFERENCES locations (id) ON DELETE SET NULL,
  -- the supplier's employee handling it (a name; the supplier's staff are not users here)
  handled_by text,
  -- what the request is about: a rental case (RENTAL-STOP, REPAIR-RENTAL) or a product
  -- (DEPOT-IN, DEPOT-OUT, REPAIR-DEPOT); null for new rentals and depot deliveries
  source_id integer,
  -- what the user entered, in form order: [{ "key", "title", "value" }], Dutch titles and
  -- display values, shown as is on the details page
  custom_data jsonb NOT NULL DEFAULT '[]'::jsonb
    CHECK (jsonb_typeof(custom_data) = 'array')
);
CREATE INDEX customer_requests_organisation_status
  ON customer_requests (organisation_id, status, created_at DESC, id DESC);
CREATE INDEX customer_requests_source
  ON customer_requests (organisation_id, type, source_id) WHERE source_id IS NOT NULL;

-- The process history of a request (Datum, Actie, Omschrijving), oldest first.
CREATE TABLE customer_request_process (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  request_id integer NOT NULL REFERENCES customer_requests (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  message text
);
CREATE INDEX customer_request_process_request ON customer_request_process (request_id, created_at);

-- Files of a request (repair photos, PDFs) live in `files` with
-- owner_type 'customer_request' and owner_id the request id.

-- The first answer of a write sent with an Idempotency-Key header: the same key from the
-- same user for the same call answers this instead of writing again. Stored in the write's
-- own transaction; the unique constraint settles races between parallel retries.
CREATE TABLE idempotency_keys (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  call text NOT NULL,
  key text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, call, key)
);
