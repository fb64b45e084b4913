-- Foundation (issue 2): organisations, accounts and sessions, the customer's locations,
-- the supplier's reference data, products and their files, and the mail log.
-- Every customer-owned table carries organisation_id; queries always filter on it.

CREATE TABLE organisations (
  id serial PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX organisations_name_ci ON organisations (lower(name));

CREATE TABLE users (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  email text NOT NULL,
  username text,
  full_name text NOT NULL,
  -- null until the user finished registration
  password_hash text,
  roles text[] NOT NULL DEFAULT '{customer}',
  is_active boolean NOT NULL DEFAULT true,
  failed_login_count integer NOT NULL DEFAULT 0,
  first_failed_login_at timestamptz,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_ci ON users (lower(email));
CREATE UNIQUE INDEX users_username_ci ON users (lower(username)) WHERE username IS NOT NULL;
CREATE INDEX users_organisation ON users (organisation_id);

-- The spec's permission map: route prefix (trailing * allowed) to level (1 view, 2 act).
CREATE TABLE user_permissions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  route_prefix text NOT NULL,
  level integer NOT NULL CHECK (level BETWEEN 0 AND 9),
  PRIMARY KEY (user_id, route_prefix)
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE account_tokens (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('register', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user ON account_tokens (user_id);

CREATE TABLE locations (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  parent_id integer REFERENCES locations (id) ON DELETE CASCADE,
  name text NOT NULL,
  street text,
  house_number text,
  postal_code text,
  city text,
  country text NOT NULL DEFAULT 'NL'
);
CREATE INDEX locations_organisation_parent ON locations (organisation_id, parent_id);

CREATE TABLE departments (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  location_id integer NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  name text NOT NULL
);
CREATE INDEX departments_organisation_location ON departments (organisation_id, location_id);

CREATE TABLE rooms (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  department_id integer NOT NULL REFERENCES departments (id) ON DELETE CASCADE,
  name text NOT NULL
);
CREATE INDEX rooms_organisation_department ON rooms (organisation_id, department_id);

CREATE TABLE contacts (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text,
  phone text
);
CREATE INDEX contacts_organisation ON contacts (organisation_id);

-- The supplier's own warehouses (depot); not per organisation.
CREATE TABLE warehouses (
  id serial PRIMARY KEY,
  name text NOT NULL,
  street text,
  postal_code text,
  city text
);

-- The supplier's catalogue tree; article_types lists the lists a category shows in
-- (catalog, intern, rental, depot).
CREATE TABLE article_categories (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES article_categories (id) ON DELETE CASCADE,
  title text NOT NULL,
  price_display text,
  is_rentable boolean NOT NULL DEFAULT false,
  has_measurements_bed boolean NOT NULL DEFAULT false,
  article_types text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES article_categories (id) ON DELETE CASCADE,
  name text NOT NULL,
  article_type text NOT NULL CHECK (article_type IN ('DEPOT', 'RENTAL')),
  article_number text,
  product_brand text,
  product_type text
);
CREATE INDEX articles_category_type ON articles (category_id, article_type);

CREATE TABLE inspection_types (
  id serial PRIMARY KEY,
  name text NOT NULL
);

-- A forward-compatible subset of spec 001's Product; later issues add columns.
CREATE TABLE products (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  article_id integer NOT NULL REFERENCES articles (id),
  serial_number text NOT NULL,
  frame_number text,
  barcode text,
  location_id integer REFERENCES locations (id) ON DELETE SET NULL,
  department_id integer REFERENCES departments (id) ON DELETE SET NULL,
  room text,
  warehouse_id integer REFERENCES warehouses (id) ON DELETE SET NULL,
  client_name text,
  status text NOT NULL DEFAULT 'ACTIVE',
  depot_status text,
  enable_reservation boolean NOT NULL DEFAULT false,
  reservation_reason text,
  product_brand text,
  product_type text,
  quality text CHECK (quality IN ('GOOD', 'AVERAGE', 'BAD')),
  registration_date date,
  inspect_date date,
  purchase_value numeric(12, 2),
  current_value numeric(12, 2),
  dimensions text,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_organisation ON products (organisation_id);
CREATE UNIQUE INDEX products_barcode ON products (barcode) WHERE barcode IS NOT NULL;

-- Uploaded and generated files live in the database, so a restart loses nothing.
CREATE TABLE files (
  id serial PRIMARY KEY,
  guid text NOT NULL UNIQUE,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  owner_type text NOT NULL,
  owner_id integer NOT NULL,
  type text NOT NULL,
  type_display text NOT NULL,
  description text NOT NULL DEFAULT '',
  file_name text NOT NULL,
  mime_type text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner ON files (organisation_id, owner_type, owner_id);

-- Every mail the api sent or wrote to the outbox folder.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  link text,
  transport text NOT NULL,
  file_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
