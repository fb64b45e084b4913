// The worker pool: one-shot and streamed jobs run in a worker thread, failures come back
// as errors instead of hangs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { TInvoicePdfInput } from '../files/invoice-pdf-document.js';
import { supplierOf } from '../files/supplier-profile.js';
import { createWorkerPool, WorkerTaskError } from './worker-pool.js';

const pool = createWorkerPool(1);
afterAll(() => pool.close());

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const PDF_INPUT: TInvoicePdfInput = {
  supplier: supplierOf(JSON.stringify({ supplier: 'Vitalis Zorghulpmiddelen' }), '/nowhere'),
  invoice: {
    id: 1,
    invoiceNumber: 'F-1',
    invoiceDate: '2026-01-05',
    title: 'Huur januari',
    documentName: 'factuur-F-1.pdf',
    amountCents: 12_50,
    invoiceType: 0,
    paymentStatus: 'OPEN',
    originType: 'RENTAL',
    lines: [
      { description: 'Bed', quantity: 1, unitPriceCents: 12_50, amountCents: 12_50, vatRate: 9 },
    ],
    organisationName: 'Zorggroep De Linde',
    customerKvk: null,
    customerAddress: null,
    locationName: null,
    address: null,
    rentalCaseId: null,
    rentalCaseName: null,
    serialNumber: null,
    creditedInvoice: null,
  },
};

/** The nice value of a thread from its /proc stat line (field 19). */
function niceOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('the worker pool', () => {
  it.runIf(existsSync('/proc/thread-self'))(
    'runs its threads below the priority of the thread that answers requests',
    async () => {
      await pool.run('invoice-pdf', PDF_INPUT);
      const threads = readdirSync(`/proc/${process.pid}/task`).map((tid) =>
        niceOf(`/proc/${process.pid}/task/${tid}/stat`),
      );
      expect(niceOf('/proc/thread-self/stat')).toBe(0);
      expect(threads).toContain(10);
    },
  );

  it('renders the invoice it was given as a PDF in a worker thread', async () => {
    const pdf = await pool.run('invoice-pdf', PDF_INPUT);
    expect(Buffer.from(pdf).subarray(0, 4).toString('latin1')).toBe('%PDF');
    // why: the document's own words (pdftotext, Debian poppler-utils), so a wrong or empty
    // document fails, not only a file that is no PDF.
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(pdf) })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    for (const words of ['F-1', 'Huur januari', 'Zorggroep De Linde', 'Bed', '12,50']) {
      expect(text).toContain(words);
    }
    const other = await pool.run('invoice-pdf', {
      ...PDF_INPUT,
      invoice: { ...PDF_INPUT.invoice, invoiceNumber: 'F-2', title: 'Huur februari' },
    });
    const otherText = execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(other) });
    expect(otherText.toString('utf8')).toContain('F-2');
    expect(otherText.toString('utf8')).not.toContain('F-1');
  });

  it('streams an xlsx written from the rows it is fed', async () => {
    const job = pool.openStream('xlsx', {
      sheetName: 'Lijst',
      columns: [
        { header: 'Nummer', width: 10 },
        { header: 'Datum', width: 12, numFmt: 'dd-mm-yyyy' },
      ],
    });
    const bytes = readAll(job.output);
    await job.write([[1, new Date(Date.UTC(2026, 0, 5))]]);
    await job.write([
      [2, null],
      [3, new Date(Date.UTC(2026, 1, 6))],
    ]);
    await job.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Lijst')?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Nummer', 'Datum'],
      [1, new Date(Date.UTC(2026, 0, 5))],
      [2],
      [3, new Date(Date.UTC(2026, 1, 6))],
    ]);
  });

  it('takes parts asked for before the last is answered, in order, and fails them all', async () => {
    const job = pool.openStream('xlsx', {
      sheetName: 'Lijst',
      columns: [{ header: 'N', width: 5 }],
    });
    const bytes = readAll(job.output);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => job.write([[n]])));
    expect(answers).toEqual([true, true, true, true]);
    await job.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    workbook.getWorksheet('Lijst')?.eachRow((row) => cells.push(row.getCell(1).value));
    expect(cells).toEqual(['N', 1, 2, 3, 4]);

    const doomed = createWorkerPool(1);
    const failing = doomed.openStream('xlsx', { sheetName: 'Lijst', columns: [] });
    void readAll(failing.output).catch(() => undefined);
    await failing.write([[1]]);
    // why: the worker may answer a part that reached it before it is stopped (the close
    // does not wait); every part it had not answered by then fails, none stays pending.
    const rows = Array.from({ length: 2_000 }, (_, i) => [i]);
    const pending = Array.from({ length: 6 }, () => failing.write(rows));
    await doomed.close();
    const settled = await Promise.allSettled(pending);
    for (const outcome of settled) {
      if (outcome.status === 'fulfilled') expect(outcome.value).toBe(true);
      else expect(outcome.reason).toBeInstanceOf(WorkerTaskError);
    }
    expect(settled.at(-1)?.status).toBe('rejected');
  });

  it('hands over the bytes of a part with its answer, none after it', async () => {
    const job = pool.openStream('xlsx', {
      sheetName: 'Lijst',
      columns: [{ header: 'Nr', width: 8 }],
    });
    const chunks: Buffer[] = [];
    job.output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => job.output.once('end', resolve));
    let before = 0;
    for (let part = 0; part < 3; part += 1) {
      await job.write(Array.from({ length: 300 }, (_, i) => [part * 300 + i]));
      const received = Buffer.concat(chunks).length;
      expect(received).toBeGreaterThan(before);
      before = received;
    }
    await job.end();
    await ended;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Lijst')?.rowCount).toBe(901);
  });

  it('answers a failing job with an error, and a stopped worker too', async () => {
    await expect(
      pool.run('invoice-pdf', { supplier: PDF_INPUT.supplier, invoice: null as never }),
    ).rejects.toBeInstanceOf(WorkerTaskError);

    const doomed = createWorkerPool(1);
    const job = doomed.openStream('xlsx', { sheetName: 'Lijst', columns: [] });
    const bytes = readAll(job.output);
    await job.write([[1]]);
    await doomed.close();
    await expect(job.write([[2]])).rejects.toBeInstanceOf(WorkerTaskError);
    await expect(bytes).rejects.toBeInstanceOf(WorkerTaskError);
  });
});

describe('a worker that dies mid-job', () => {
  it('fails that job with an error answer, and the pool replaces the worker', async () => {
    // why: a heap too small for the job is a real way for a worker to die under a job (out
    // of memory: 'error', then 'exit'); the invoice PDF fits in it.
    const small = createWorkerPool(1, { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 });
    try {
      const job = small.openStream('xlsx', { sheetName: 'Lijst', columns: [] });
      const bytes = readAll(job.output);
      const huge = Array.from({ length: 40 }, (_, n) => [`${n}`.repeat(4 * 1024 * 1024)]);
      await expect(job.write(huge)).rejects.toBeInstanceOf(WorkerTaskError);
      await expect(bytes).rejects.toThrow(/Worker (failed|stopped|message)/);
      const pdf = await small.run('invoice-pdf', PDF_INPUT);
      expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await small.close();
    }
  });
});

describe("the worker's entry", () => {
  it('imports a library only one kind of job needs where that job first uses it', () => {
    // why: the bundle hoists a package's static import in a job's module to the entry's
    // top, and every worker then loaded it at start (the password dictionaries: ~0.1 s and
    // ~30 MB of each Excel's worker). pg stays: the Excel jobs, the commonest, read the
    // database.
    const entry = readFileSync(
      `${process.env.PORTAL_ENTRY_DIR ?? ''}/workers/worker-main.js`,
      'utf8',
    );
    const atTop = [...entry.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(atTop.filter((name) => !name?.startsWith('node:') && !name?.startsWith('.'))).toEqual([
      'pg',
    ]);
  });
});
