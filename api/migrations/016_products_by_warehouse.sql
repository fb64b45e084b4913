-- The 'In depot' list filtered by depot (issue 23 item 7): a depot's products newest first
-- on their own run of the list order, and their count on the index alone
-- (articles-repository.ts productsFilter, `p.warehouse_id = $n`).
CREATE INDEX products_warehouse_list ON products (organisation_id, placement, warehouse_id, id DESC);
