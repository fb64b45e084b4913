// The questions the viewer asks of the access log (issue 40 §3; the viewer is not built
// yet), each within one organisation, newest first, each answered from an index of its own
// (migration 053; README.md "Partitions and indexes"). bench/access-log.bench.mjs times
// them at size with the same SQL.

/**
 * Who saw client X ($2, any case): the GIN index on the entries' client keys
 * (`access_log_client_keys`, organisation and lower-cased name). The expression must stay
 * exactly the index's, or the planner cannot use it.
 */
export const ENTRIES_BY_CLIENT_NAME = `SELECT * FROM access_log
WHERE organisation_id = $1
  AND access_log_client_keys(organisation_id, client_names) @> ARRAY[$1::int || '/' || lower($2)]
ORDER BY at DESC LIMIT $3`;

/** What user $2 saw: the index (organisation_id, user_id, at DESC). */
export const ENTRIES_BY_USER = `SELECT * FROM access_log
WHERE organisation_id = $1 AND user_id = $2
ORDER BY at DESC LIMIT $3`;

/** What was seen from $2 up to $3: the index (organisation_id, at DESC), its months only. */
export const ENTRIES_IN_PERIOD = `SELECT * FROM access_log
WHERE organisation_id = $1 AND at >= $2::timestamptz AND at < $3::timestamptz
ORDER BY at DESC LIMIT $4`;
