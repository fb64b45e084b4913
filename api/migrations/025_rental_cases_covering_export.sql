-- The case columns the 'Verhuur' file (delivered) and 'Verhuur op datum' read for every row
-- (issue 25; bench/management.bench.mjs), in rental_cases_delivered itself (migration 017),
-- so that a file reads the index alone, in its own order. Read from the table, a file of
-- 100,000 cases read a table page per row wherever the cases' order on disk differs from
-- the start date order (the benchmark's data, a customer who entered an archive
-- afterwards): ~100,000 page reads through PGlite's WebAssembly file system, as its 16 MB
-- pool (db/pglite-server.ts) cannot hold the 30 MB table. With the columns included the
-- index grows from ~5 to ~14 MB at 100,000 cases, read once, in order (EXPLAIN, bench/
-- README.md: 0.9 s -> 0.18 s). Index-only scans need the table vacuumed; the database
-- process does that on PGlite (db/pglite-maintenance.ts), autovacuum on PostgreSQL.
CREATE INDEX rental_cases_delivered_covering
  ON rental_cases (organisation_id, start_key DESC, id DESC)
  INCLUDE (status, end_date, start_date, display_name, serial_number, end_user, general_use,
    department_id, room, contact_id, location_id, category_id);
DROP INDEX rental_cases_delivered;
ALTER INDEX rental_cases_delivered_covering RENAME TO rental_cases_delivered;
