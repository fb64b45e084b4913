-- The products' location and category filters (issue 8). The newest products of a location
-- with those below it were found by walking the whole list newest first and checking each
-- product's location (37 ms on 100,000 products, 294-550 ms on PGlite), or by sorting
-- every match: no index gave `location_id IN (tree)` in list order. Each filter value now
-- has its own run of the list order in an index, and a page merges the first rows of each
-- (src/db/list-query.ts, TListSource.fanOut): 0.5 ms. The new indexes start with the old
-- ones' columns, which they replace.
CREATE INDEX products_location_list ON products (organisation_id, placement, location_id, id DESC);
DROP INDEX products_location;
CREATE INDEX products_article_list ON products (organisation_id, placement, article_id, id DESC);
DROP INDEX products_article;
