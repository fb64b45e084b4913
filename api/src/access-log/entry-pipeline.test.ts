// The pipeline of an answer sent in parts: inserts in order, one at a time, the parts held
// back only beyond the limit, the end only after every commit, and a failed insert failing
// the answer without the inserts behind it. The database is a stand-in whose statements the
// test finishes by hand, since the order and the waiting are what is tested (the real
// insert: access-log-writer.ts and the download tests of client-data-calls.test.ts).
import { describe, expect, it } from 'vitest';
import type { TQueryable } from '../db/database.js';
import type { TAccessEntry } from './access-entry.js';
import { createEntryPipeline } from './entry-pipeline.js';

type TStatement = { params: readonly unknown[]; finish: (error?: Error) => void };

function heldDatabase() {
  const statements: TStatement[] = [];
  const db: TQueryable = {
    query: <T>(_sql: string, params: readonly unknown[] = []) =>
      new Promise<T[]>((resolve, reject) => {
        statements.push({
          params,
          finish: (error) => (error ? reject(error) : resolve([])),
        });
      }),
    exec: () => Promise.resolve(),
  };
  return { db, statements };
}

function entry(recordId: number): TAccessEntry {
  return {
    userId: 1,
    onBehalfOfUserId: null,
    organisationId: 1,
    clientAddress: '127.0.0.1',
    call: 'POST /customer/rentals/cases/excel',
    kind: 'download',
    recordType: 'rentalCase',
    recordIds: [recordId],
    clientNames: [`Cliënt ${recordId}`],
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const idsOf = (statement: TStatement | undefined) =>
  (JSON.parse(String(statement?.params[0])) as { r: number[] }[]).map((row) => row.r[0]);

describe('the entry pipeline of an answer in parts', () => {
  it('inserts one statement at a time, in the order the parts came', async () => {
    const { db, statements } = heldDatabase();
    const pipeline = createEntryPipeline(db, 4);
    pipeline.add([entry(1)]);
    pipeline.add([entry(2)]);
    await flush();
    expect(statements.map(idsOf)).toEqual([[1]]);
    statements[0]?.finish();
    await flush();
    expect(statements.map(idsOf)).toEqual([[1], [2]]);
  });

  it('holds a part back only beyond the limit, and the end until every commit', async () => {
    const { db, statements } = heldDatabase();
    const pipeline = createEntryPipeline(db, 2);
    pipeline.add([entry(1)]);
    pipeline.add([entry(2)]);
    let keptUp = false;
    void pipeline.keptUp().then(() => (keptUp = true));
    await flush();
    expect(keptUp).toBe(true);
    pipeline.add([entry(3)]);
    keptUp = false;
    void pipeline.keptUp().then(() => (keptUp = true));
    let committed = false;
    void pipeline.committed().then(() => (committed = true));
    await flush();
    expect(keptUp).toBe(false);
    statements[0]?.finish();
    await flush();
    expect(keptUp).toBe(true);
    expect(committed).toBe(false);
    statements[1]?.finish();
    await flush();
    statements[2]?.finish();
    await flush();
    expect(committed).toBe(true);
  });

  it('fails the next part and the end after a failed insert, and runs none behind it', async () => {
    const { db, statements } = heldDatabase();
    const pipeline = createEntryPipeline(db, 4);
    pipeline.add([entry(1)]);
    pipeline.add([entry(2)]);
    await flush();
    statements[0]?.finish(new Error('disk full'));
    await flush();
    await expect(pipeline.keptUp()).rejects.toThrow('disk full');
    await expect(pipeline.committed()).rejects.toThrow('disk full');
    expect(statements).toHaveLength(1);
  });

  it('writes nothing for a part without clients', async () => {
    const { db, statements } = heldDatabase();
    const pipeline = createEntryPipeline(db, 4);
    pipeline.add([]);
    await pipeline.committed();
    expect(statements).toHaveLength(0);
  });
});
