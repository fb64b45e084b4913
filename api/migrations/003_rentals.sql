-- Rentals (issue 3, spec 001 §2.3, §3 "Rentals"): rental cases, the requests for new
-- rentals, retours, invoices and the case documents.

-- One rented aid at a customer's location. status: ACTIVE (tab active), WAITING (tab
-- waiting, 'In behandeling': e.g. a retour was reported), ENDED (tab archive).
CREATE TABLE rental_cases (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  article_id integer REFERENCES articles (id) ON DELETE SET NULL,
  category_id integer REFERENCES article_categories (id) ON DELETE SET NULL,
  display_name text NOT NULL,
  serial_number text,
  product_brand text,
  product_type text,
  barcode text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'WAITING', 'ENDED')),
  start_date date,
  end_date date,
  rental_extensions integer NOT NULL DEFAULT 0,
  end_user text,
  birth_date date,
  general_use boolean NOT NULL DEFAULT false,
  location_id integer REFERENCES locations (id) ON DELETE SET NULL,
  department_id integer REFERENCES departments (id) ON DELETE SET NULL,
  room text,
  contact_id integer REFERENCES contacts (id) ON DELETE SET NULL,
  rental_address text,
  invoice_address text,
  price_display text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rental_cases_organisation_status ON rental_cases (organisation_id, status);
CREATE INDEX rental_cases_organisation_location ON rental_cases (organisation_id, location_id);
CREATE UNIQUE INDEX rental_cases_barcode ON rental_cases (barcode) WHERE barcode IS NOT NULL;
CREATE INDEX rental_cases_serial ON rental_cases (organisation_id, serial_number);

-- A request for a new rental (the RENTAL-REQUEST payload); its articles are child rows.
CREATE TABLE rental_requests (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  customer_request_id integer NOT NULL REFERENCES customer_requests (id) ON DELETE CASCADE,
  measurements_bed text,
  deliver_date date NOT NULL,
  urgency boolean NOT NULL DEFAULT false,
  location_id integer REFERENCES locations (id) ON DELETE SET NULL,
  department_id integer REFERENCES departments (id) ON DELETE SET NULL,
  room text,
  general_use boolean NOT NULL DEFAULT false,
  client_name text,
  birth_date date,
  customer_reference text,
  contact_id integer REFERENCES contacts (id) ON DELETE SET NULL,
  comments text,
  created_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rental_requests_organisation ON rental_requests (organisation_id);

CREATE TABLE rental_request_articles (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  rental_request_id integer NOT NULL REFERENCES rental_requests (id) ON DELETE CASCADE,
  category_id integer REFERENCES article_categories (id) ON DELETE SET NULL,
  name text NOT NULL,
  amount integer NOT NULL CHECK (amount BETWEEN 1 AND 99),
  key text NOT NULL,
  price_display text
);
CREATE INDEX rental_request_articles_request ON rental_request_articles (rental_request_id);

-- A reported retour (RENTAL-STOP) of one or more cases of one location.
CREATE TABLE rental_retours (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  customer_request_id integer NOT NULL REFERENCES customer_requests (id) ON DELETE CASCADE,
  retour_date date NOT NULL,
  comments text,
  contact_id integer REFERENCES contacts (id) ON DELETE SET NULL,
  created_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rental_retours_organisation ON rental_retours (organisation_id);

CREATE TABLE rental_retour_cases (
  retour_id integer NOT NULL REFERENCES rental_retours (id) ON DELETE CASCADE,
  rental_case_id integer NOT NULL REFERENCES rental_cases (id) ON DELETE CASCADE,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  PRIMARY KEY (retour_id, rental_case_id)
);
CREATE INDEX rental_retour_cases_case ON rental_retour_cases (rental_case_id);

-- Invoices of the organisation, per rental case or not. invoice_type 0 debit, 1 credit;
-- amount_cents is the total as a positive number (a credit invoice subtracts it);
-- lines: [{ "description", "quantity", "unitPriceCents", "amountCents" }]. The PDF is
-- generated on first download and cached in `files` (owner_type 'invoice').
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  rental_case_id integer REFERENCES rental_cases (id) ON DELETE SET NULL,
  invoice_number text NOT NULL UNIQUE,
  invoice_date date NOT NULL,
  price_display text NOT NULL,
  amount_cents integer NOT NULL,
  payment_status text NOT NULL DEFAULT 'OPEN' CHECK (payment_status IN ('OPEN', 'HANDLED')),
  invoice_type smallint NOT NULL DEFAULT 0 CHECK (invoice_type IN (0, 1)),
  origin_type text NOT NULL CHECK (origin_type IN ('SALE', 'RENTAL', 'Depot')),
  location_id integer REFERENCES locations (id) ON DELETE SET NULL,
  document_name text NOT NULL,
  title text NOT NULL,
  lines jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(lines) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_organisation_date ON invoices (organisation_id, invoice_date DESC, id DESC);
CREATE INDEX invoices_rental_case ON invoices (organisation_id, rental_case_id);

-- Documents of a rental case are files with owner_type 'rental_case' and a document
-- number (the download key); one cached PDF per invoice.
ALTER TABLE files ADD COLUMN document_number text;
CREATE UNIQUE INDEX files_document_number ON files (organisation_id, document_number)
  WHERE document_number IS NOT NULL;
CREATE UNIQUE INDEX files_invoice_pdf ON files (owner_id) WHERE owner_type = 'invoice';
