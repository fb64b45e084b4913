// The request thread hands an export's rows to the workbook's worker in slices, never a
// whole database batch at once, and the file still holds every row in list order.
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as workers from '../workers/worker-pool.js';
import { ROWS_PER_SLICE, sendExcel } from './excel-export.js';

const handedOver = vi.hoisted(() => [] as number[][]);

vi.mock('../workers/worker-pool.js', async (importOriginal) => {
  const real = await importOriginal<typeof workers>();
  const openStreamTask: typeof real.openStreamTask = (task, input) => {
    const job = real.openStreamTask(task, input);
    return {
      ...job,
      write: (part) => {
        handedOver.push(part.map((cells) => Number(cells[0])));
        return job.write(part);
      },
    };
  };
  return { ...real, openStreamTask };
});

async function* batchesOf(sizes: number[]): AsyncGenerator<number[]> {
  let next = 1;
  for (const size of sizes) {
    yield Array.from({ length: size }, () => next++);
  }
}

afterAll(() => workers.workerPool().close());

describe('sendExcel', () => {
  it(`hands the worker at most ${ROWS_PER_SLICE} rows at a time, all of them, in order`, async () => {
    const app = Fastify();
    app.get('/export', (request, reply) =>
      sendExcel(request, reply, {
        fileName: 'Test.xlsx',
        sheetName: 'Test',
        columns: [{ header: 'Nummer', width: 10, value: (row: number) => row }],
        batches: batchesOf([1_000, 1_000, 100]),
      }),
    );
    try {
      const answer = await app.inject({ method: 'GET', url: '/export' });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
      const sizes = handedOver.map((slice) => slice.length);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(ROWS_PER_SLICE);
      expect(handedOver.flat()).toEqual(Array.from({ length: 2_100 }, (_, i) => i + 1));
    } finally {
      await app.close();
    }
  });
});
