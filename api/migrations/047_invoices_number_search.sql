-- The search field of the invoice lists (issue 38: the management list and a rental
-- case's tab look for part of an invoice number, case ignored: ILIKE '%term%', see
-- src/db/list/list-source.ts searchCondition). Without an index that search reads every
-- invoice of the organisation in list order and compares its number: at 100,000 invoices
-- a number that is not there reads them all. A trigram index finds the few rows holding
-- the typed part (src/db/list-query-plan.test.ts proves the plan uses it). One index over
-- all invoices rather than one per payment status (as the other lists' tabs have): an
-- invoice number is a few digits unlike any other, so a typed part of one matches a few
-- rows of any tab, and the tab's status is checked on those rows.
CREATE INDEX invoices_number_search ON invoices USING gin (invoice_number gin_trgm_ops);
