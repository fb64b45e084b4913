// What one access entry holds (api/src/access-log/README.md "What an entry holds").

/** How the client's data was reached: a details page, a list page, a file, a write. */
export type TAccessKind = 'view' | 'list' | 'download' | 'change';

/** The kinds of record that carry a client's identifying data. */
export type TClientRecordType = 'rentalCase' | 'product' | 'customerRequest' | 'depotOrder';

/** One client record a call showed: what it is and whose it is. */
export type TClientRecord = {
  recordType: TClientRecordType;
  recordId: number;
  /** The client's name as the record showed it (null: a birth date without a name). */
  clientName: string | null;
};

/** Who reached the records, and how: the part of an entry the call's session gives. */
export type TAccessActor = {
  userId: number;
  /** The user a supplier's staff member acts for; null when she acts for herself. */
  onBehalfOfUserId: number | null;
  organisationId: number;
  /** `METHOD /path` of the call (register-call.ts `callName`). */
  call: string;
  clientAddress: string | null;
};

/**
 * One access: who reached which clients, and how. A list page, a details call, an Excel
 * file's batch: one entry naming every client record it showed (of one record type).
 */
export type TAccessEntry = TAccessActor & {
  kind: TAccessKind;
  recordType: TClientRecordType;
  /** The records shown, each once, in the answer's order. */
  recordIds: number[];
  /** Per record of `recordIds` its client's name (null: a birth date without a name). */
  clientNames: (string | null)[];
};

/**
 * The entries of `records`, each with `actor` and `kind`: one per record type (a call's
 * answer holds one); a record listed twice counts once.
 */
export function entriesOf(
  actor: TAccessActor,
  kind: TAccessKind,
  records: readonly TClientRecord[],
): TAccessEntry[] {
  const byType = new Map<TClientRecordType, TAccessEntry>();
  const seen = new Set<string>();
  for (const record of records) {
    const key = `${record.recordType}:${record.recordId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let entry = byType.get(record.recordType);
    if (!entry) {
      entry = { ...actor, kind, recordType: record.recordType, recordIds: [], clientNames: [] };
      byType.set(record.recordType, entry);
    }
    entry.recordIds.push(record.recordId);
    entry.clientNames.push(record.clientName);
  }
  return [...byType.values()];
}
