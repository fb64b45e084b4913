-- Depot orders in the back office (issue 41 "Depot orders the same way";
-- api/src/routes/backoffice/README.md): the planned delivery (date and time window), when the
-- products were delivered or picked up, a version for the optimistic check of two staff
-- members at once, and the indexes of the list of every organisation's orders.

ALTER TABLE depot_cases
  -- raised by every move: a move sent with an older version is refused (two staff at once)
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  -- the day and the time window ('08:00-12:00') the supplier planned it for
  ADD COLUMN planned_date date,
  ADD COLUMN planned_window text
    CHECK (planned_window ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- when the products were delivered (out, transfer) or picked up (in): they moved then
  ADD COLUMN delivered_at timestamptz,
  -- the list's order by planned day, the unplanned last (sort keys are NOT NULL)
  ADD COLUMN planned_key date GENERATED ALWAYS AS (coalesce(planned_date, 'infinity'::date))
    STORED;

-- The back office's list (every organisation): a tab newest first, or by planned day; within
-- one organisation depot_cases_list (migration 007) serves newest first.
CREATE INDEX depot_cases_backoffice ON depot_cases (tab, created_at DESC, id DESC);
CREATE INDEX depot_cases_backoffice_planned ON depot_cases (tab, planned_key, id);
CREATE INDEX depot_cases_backoffice_status ON depot_cases (depot_status, created_at DESC, id DESC);
