// Writes access entries with group commit: the entries of every call that arrives while
// the inserts run go together in the next one, one statement for all of them, and each
// call's promise settles when its own entries are committed. A call answers only after
// that (register-call.ts), so no answer leaves without its entries; a failed insert fails
// the calls whose entries it held, and they answer 500 instead of the data.
import type { TQueryable } from '../db/database.js';
import type { TAccessEntry } from './access-entry.js';

type TWaiting = { entries: TAccessEntry[]; resolve: () => void; reject: (error: unknown) => void };

/**
 * One statement for any number of entries: the rows travel as one JSON parameter, each
 * entry's clients as two JSON arrays (json_to_recordset makes them bigint[] and text[]).
 */
const INSERT_ENTRIES = `INSERT INTO access_log
  (user_id, on_behalf_of_user_id, organisation_id, kind, record_type, record_ids, client_names,
   call, client_address)
SELECT e.u, e.b, e.o, e.k, e.t, e.r, e.n, e.c, e.a
FROM json_to_recordset($1::json) AS e(
  u integer, b integer, o integer, k text, t text, r bigint[], n text[], c text, a text)`;

/** Inserts `entries` in one statement (the Excel exports' batches use it directly). */
export async function insertEntries(
  db: TQueryable,
  entries: readonly TAccessEntry[],
): Promise<void> {
  const rows = entries
    .filter((entry) => entry.recordIds.length > 0)
    .map((entry) => ({
      u: entry.userId,
      b: entry.onBehalfOfUserId,
      o: entry.organisationId,
      k: entry.kind,
      t: entry.recordType,
      r: entry.recordIds,
      n: entry.clientNames,
      c: entry.call,
      a: entry.clientAddress,
    }));
  if (rows.length === 0) return;
  await db.query(INSERT_ENTRIES, [JSON.stringify(rows)]);
}

export type TAccessLogWriter = {
  /** Resolves once `entries` are committed; rejects when their insert failed. */
  write(entries: readonly TAccessEntry[]): Promise<void>;
  /** Waits for the inserts under way (closing the app). */
  drain(): Promise<void>;
};

/**
 * Inserts at once: while one runs, the calls that come in go in a second beside it rather
 * than waiting for the first to finish first. At 50 connections on the rentals list one in
 * flight gave 1,432 / 1,506 req/s p99 71 / 65 ms (PGlite / PostgreSQL), two 1,991 / 2,062
 * req/s p99 49 / 44 ms (bench/HISTORY.md "Wave 9"). Each call still waits for its own.
 */
const INSERTS_IN_FLIGHT = 2;

export function accessLogWriter(db: TQueryable): TAccessLogWriter {
  let queued: TWaiting[] = [];
  const running = new Set<Promise<void>>();

  const flush = async (): Promise<void> => {
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        await insertEntries(
          db,
          batch.flatMap((waiting) => waiting.entries),
        );
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
  };
  const start = () => {
    const run: Promise<void> = flush().finally(() => running.delete(run));
    running.add(run);
  };

  return {
    write(entries) {
      if (entries.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        queued.push({ entries: [...entries], resolve, reject });
        if (running.size < INSERTS_IN_FLIGHT) start();
      });
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
