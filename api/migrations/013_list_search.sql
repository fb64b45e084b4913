-- The free search of every list (issue 23; src/db/list-query.ts searchCondition): each
-- list's table gets a stored search_text, the fields its search looks in joined by
-- newlines (a typed term holds none, so it never matches across two fields), and one
-- trigram index per tab, as the rental cases have since migration 009: a term's common
-- trigrams ('cli', 'kam') are in most rows, and an index over every tab reads their
-- posting lists for all tabs to find the matches of one. `||` with coalesce rather than
-- concat_ws, which is not immutable.

-- Products: the article's name is stored on the product (kept by the triggers below), so
-- the search and the order by 'Artikel' need no join.
ALTER TABLE products ADD COLUMN article_name text;
UPDATE products p SET article_name = a.name FROM articles a WHERE a.id = p.article_id;
ALTER TABLE products ALTER COLUMN article_name SET NOT NULL;

CREATE FUNCTION products_article_name() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.article_name := (SELECT name FROM articles WHERE id = NEW.article_id);
  RETURN NEW;
END
$fn$;
CREATE TRIGGER products_article_name BEFORE INSERT OR UPDATE OF article_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_article_name();

CREATE FUNCTION articles_rename_products() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE products SET article_name = NEW.name
  WHERE article_id = NEW.id AND article_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER articles_rename_products AFTER UPDATE OF name ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_rename_products();

-- what 'Zoeken' looks in on 'Op locatie' and 'In depot': article, serial number, QR code,
-- frame number, client and room
ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (
  coalesce(article_name, '') || E'\n' || serial_number || E'\n' || coalesce(barcode, '')
    || E'\n' || coalesce(frame_number, '') || E'\n' || coalesce(client_name, '')
    || E'\n' || coalesce(room, '')) STORED;
CREATE INDEX products_search_location ON products USING gin (search_text gin_trgm_ops)
  WHERE placement = 'location';
CREATE INDEX products_search_depot ON products USING gin (search_text gin_trgm_ops)
  WHERE placement = 'depot';

-- Customer requests: what the user entered (the values of custom_data: the case or aid,
-- client, location, room, comments, contact); a number finds the request id.
ALTER TABLE customer_requests ADD COLUMN search_text text GENERATED ALWAYS AS (
  jsonb_path_query_array(custom_data, '$[*].value')::text) STORED;
CREATE INDEX customer_requests_search_open ON customer_requests
  USING gin (search_text gin_trgm_ops) WHERE tab = 'open';
CREATE INDEX customer_requests_search_processing ON customer_requests
  USING gin (search_text gin_trgm_ops) WHERE tab = 'processing';
CREATE INDEX customer_requests_search_archive ON customer_requests
  USING gin (search_text gin_trgm_ops) WHERE tab = 'archive';

-- Depot orders: the order's name (its kind, aids and place), addresses, room and remarks;
-- a number finds the order id.
ALTER TABLE depot_cases ADD COLUMN search_text text GENERATED ALWAYS AS (
  name || E'\n' || coalesce(pickup_address, '') || E'\n' || coalesce(dropoff_address, '')
    || E'\n' || coalesce(room, '') || E'\n' || coalesce(remarks, '')) STORED;
CREATE INDEX depot_cases_search_pending ON depot_cases USING gin (search_text gin_trgm_ops)
  WHERE tab = 'pending';
CREATE INDEX depot_cases_search_archive ON depot_cases USING gin (search_text gin_trgm_ops)
  WHERE tab = 'archive';
