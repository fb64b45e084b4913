-- The product columns the management files read for every row (issue 25;
-- bench/management.bench.mjs): a repair's product (its serial number, article and place),
-- a depot stay's and a depot order's item's product. Products are the largest table (two
-- lists of 100,000 rows: ~60 MB), so reading each row's product from the table was a page
-- read for nearly every row of a file, through PGlite's WebAssembly file system (~190,000
-- per 'Depot op datum' file: 3 s of its database time). With these columns in an index of
-- their own (~11 MB at 200,000 products) the product is read from the index alone
-- (index-only scans; the database process vacuums products, pglite-maintenance.ts).
CREATE INDEX products_covering_export ON products (id)
  INCLUDE (organisation_id, serial_number, article_id, location_id, warehouse_id);
