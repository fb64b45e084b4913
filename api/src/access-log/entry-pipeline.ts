// The access entries of an answer sent in parts (an Excel file, workers/excel-export-task.ts):
// inserted one statement at a time and in order, beside the parts that follow, so no part
// waits for its entries; whoever ends the answer awaits `committed()` first, so the answer is
// never complete before its entries are.
import type { TQueryable } from '../db/database.js';
import type { TAccessEntry } from './access-entry.js';
import { insertEntries } from './access-log-writer.js';

/**
 * Inserts waiting or running at most before the next part waits for the oldest: the reads
 * go no further ahead of the log than this (an entry of a file names up to 10,000 clients).
 */
const MAX_IN_FLIGHT = 4;

export type TEntryPipeline = {
  /** Queues the entries' insert behind the ones before it. */
  add(entries: readonly TAccessEntry[]): void;
  /** Resolves once at most the limit of inserts is in flight; rejects once one has failed. */
  keptUp(): Promise<void>;
  /** Resolves when every insert added so far is committed; rejects when one failed. */
  committed(): Promise<void>;
};

export function createEntryPipeline(db: TQueryable, maxInFlight = MAX_IN_FLIGHT): TEntryPipeline {
  let tail: Promise<void> = Promise.resolve();
  const inFlight: Promise<void>[] = [];
  let failure: { error: unknown } | null = null;
  return {
    add(entries) {
      if (entries.length === 0) return;
      // why: after a failed insert the ones behind it never run (the chain rejects), and
      // the answer fails at its next part or its end.
      const insert = tail.then(() => insertEntries(db, entries));
      tail = insert;
      inFlight.push(insert);
      insert.then(
        () => inFlight.splice(inFlight.indexOf(insert), 1),
        (error: unknown) => {
          failure ??= { error };
        },
      );
    },
    async keptUp() {
      while (!failure && inFlight.length > maxInFlight) await inFlight[0];
      if (failure) throw failure.error;
    },
    committed: () => tail,
  };
}
