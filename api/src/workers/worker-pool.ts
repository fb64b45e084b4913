// A small pool of worker threads for CPU-heavy work (PDF, Excel, and later image and upload
// decoding), so the request thread only routes (ARCHITECTURE "The request thread only
// routes"). Workers start on first use and stop after 15 s without work; a worker
// serves several jobs at once, message by message. See api/src/workers/README.md.
// Ours, not piscina or tinypool (bench/worker-pool.bench.mjs, bench/README.md): on a burst
// of 24 PDFs they match its jobs/s and p95 (warm 15.4 / 15.4 / 13.9 jobs/s), cancel jobs
// and bound their queue, but have no stream jobs (the Excel's `openStreamTask`); ours' peak
// RSS is 26-31 % higher as it draws a burst's jobs side by side (to do: one at a time).
//
//   const pdf = await runTask('invoice-pdf', { invoice, supplierName });
//   const job = openStreamTask('xlsx', { sheetName, columns });
//   job.output.pipe(somewhere); await job.write(rows); await job.end();
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import type {
  TStreamTaskInput,
  TStreamTaskName,
  TStreamTaskPart,
  TTaskInput,
  TTaskName,
  TTaskOutput,
} from './tasks.js';
import type { TFromWorker, TToWorker } from './worker-protocol.js';

/** Stops an unused worker after this long, giving its memory back (~18 MB after an Excel). */
const IDLE_MS = 15_000;
/** A stream job's output buffers this much before `write` waits for the reader. */
const OUTPUT_HIGH_WATER_MARK = 1024 * 1024;

type TJob = {
  onMessage(message: TFromWorker): void;
  onFailure(error: Error): void;
};

type TPooled = { worker: Worker; jobs: Map<number, TJob>; idleTimer: NodeJS.Timeout | null };

export class WorkerTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

function workerSource(): { entry: URL | string; options: ConstructorParameters<typeof Worker>[1] } {
  const here = dirname(fileURLToPath(import.meta.url));
  // why: the test suite bundles the entries once (testing/build-entries.ts).
  const prebuilt = process.env.PORTAL_ENTRY_DIR;
  if (prebuilt)
    return { entry: pathToFileURL(join(prebuilt, 'workers', 'worker-main.js')), options: {} };
  // why: the build bundles this module into dist/main.js (or dist/cli/admin.js) and the
  // worker entry into dist/workers/worker-main.js.
  for (const candidate of [
    join(here, 'workers', 'worker-main.js'),
    join(here, '..', 'workers', 'worker-main.js'),
  ]) {
    if (!import.meta.url.endsWith('.ts') && existsSync(candidate)) {
      return { entry: pathToFileURL(candidate), options: {} };
    }
  }
  // From source (tsx, vitest): register tsx inside the worker, then load the .ts entry.
  // why: the ESM build of tsx's API; require.resolve answers its CommonJS twin.
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const entry = pathToFileURL(join(here, 'worker-main.ts')).href;
  const code =
    `import(${JSON.stringify(pathToFileURL(api).href)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return { entry: code, options: { eval: true, execArgv: ['--conditions=source'] } };
}

export type TWorkerPool = {
  run<K extends TTaskName>(task: K, input: TTaskInput<K>): Promise<TTaskOutput<K>>;
  openStream<K extends TStreamTaskName>(
    task: K,
    input: TStreamTaskInput<K>,
  ): TStreamJob<TStreamTaskPart<K>>;
  close(): Promise<void>;
};

export type TStreamJob<TPart> = {
  /** The bytes the job writes, as they come. */
  output: PassThrough;
  /**
   * Hands the worker a part; resolves when it is processed and the output has room, with
   * false when a job that reads its own input has no more (true otherwise).
   */
  write(part: TPart): Promise<boolean>;
  /** Ends the job; resolves when the last byte is in `output` (which then ends). */
  end(): Promise<void>;
  /** Stops the job; `output` is destroyed with `error`. */
  abort(error: Error): void;
};

/**
 * A pool of at most `size` workers. `resourceLimits` bounds each worker's heap: a job that
 * runs out of it fails with an error answer and its worker is replaced, the process lives.
 */
export function createWorkerPool(size: number, resourceLimits?: ResourceLimits): TWorkerPool {
  const pooled: TPooled[] = [];
  let nextId = 1;

  function spawn(): TPooled {
    const { entry, options } = workerSource();
    const worker = new Worker(entry, { ...options, ...(resourceLimits ? { resourceLimits } : {}) });
    const entryOf: TPooled = { worker, jobs: new Map(), idleTimer: null };
    worker.on('message', (message: TFromWorker) =>
      entryOf.jobs.get(message.id)?.onMessage(message),
    );
    const fail = (error: Error) => {
      const index = pooled.indexOf(entryOf);
      if (index !== -1) pooled.splice(index, 1);
      for (const job of entryOf.jobs.values()) job.onFailure(error);
      entryOf.jobs.clear();
    };
    worker.on('error', (error) => fail(new WorkerTaskError(`Worker failed: ${error.message}`)));
    // why: a message that cannot be read (its data could not be copied in) belongs to a job
    // nobody can name any more: every job of that worker fails rather than waiting for ever,
    // and the worker is replaced (its state is unknown).
    worker.on('messageerror', (error) => {
      fail(new WorkerTaskError(`Worker message unreadable: ${error.message}`));
      void worker.terminate();
    });
    worker.on('exit', (code) => fail(new WorkerTaskError(`Worker stopped (exit code ${code})`)));
    // why: an idle pool must not keep the process alive (tests, the admin CLI); a worker
    // holds the process only while it has jobs (attach / detach).
    worker.unref();
    pooled.push(entryOf);
    return entryOf;
  }

  /** The least busy worker, a new one while the pool is not full. */
  function pick(): TPooled {
    const idle = pooled.find((entry) => entry.jobs.size === 0);
    if (idle) return idle;
    if (pooled.length < size) return spawn();
    return pooled.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  }

  function attach(job: TJob): { id: number; post(message: TToWorker): void; detach(): void } {
    const entry = pick();
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.idleTimer = null;
    const id = nextId++;
    entry.jobs.set(id, job);
    entry.worker.ref();
    return {
      id,
      post: (message) => entry.worker.postMessage(message),
      detach() {
        entry.jobs.delete(id);
        if (entry.jobs.size > 0 || entry.idleTimer) return;
        entry.worker.unref();
        entry.idleTimer = setTimeout(() => {
          if (entry.jobs.size === 0) void entry.worker.terminate();
        }, IDLE_MS);
        entry.idleTimer.unref();
      },
    };
  }

  return {
    run(task, input) {
      return new Promise((resolve, reject) => {
        const handle = attach({
          onMessage(message) {
            handle.detach();
            if (message.kind === 'result') resolve(message.output as TTaskOutput<typeof task>);
            else if (message.kind === 'error') reject(new WorkerTaskError(message.message));
          },
          onFailure: reject,
        });
        handle.post({ id: handle.id, kind: 'run', task, input });
      });
    },

    openStream(task, input) {
      const output = new PassThrough({ highWaterMark: OUTPUT_HIGH_WATER_MARK });
      // why: a job aborted before anyone reads its output must not crash the process; a
      // reader (the response, a test) still gets the error.
      output.on('error', () => undefined);
      // why: the worker answers its messages in order, so several may be in flight (a
      // caller may ask for the next part before this one is answered).
      const pending: { resolve(more: boolean): void; reject(error: Error): void }[] = [];
      let failed: Error | null = null;
      const settle = (error: Error | null, more = true) => {
        if (!error) return pending.shift()?.resolve(more);
        for (const waiting of pending.splice(0)) waiting.reject(error);
      };
      const handle = attach({
        onMessage(message) {
          if (message.kind === 'data') output.write(message.bytes);
          else if (message.kind === 'ack') {
            if (message.bytes) output.write(message.bytes);
            settle(null, message.more ?? true);
          } else if (message.kind === 'done') {
            if (message.bytes) output.write(message.bytes);
            handle.detach();
            output.end();
            settle(null);
          } else if (message.kind === 'error') {
            handle.detach();
            failed = new WorkerTaskError(message.message);
            output.destroy(failed);
            settle(failed);
          }
        },
        onFailure(error) {
          failed = error;
          output.destroy(error);
          settle(error);
        },
      });
      handle.post({ id: handle.id, kind: 'open', task, input });

      const send = (message: TToWorker) =>
        new Promise<boolean>((resolve, reject) => {
          if (failed) return reject(failed);
          pending.push({ resolve, reject });
          handle.post(message);
        });
      const roomInOutput = () =>
        output.writableNeedDrain && !output.destroyed
          ? new Promise<void>((resolve) => {
              output.once('drain', resolve);
              output.once('close', resolve);
            })
          : Promise.resolve();
      return {
        output,
        async write(part) {
          const more = await send({ id: handle.id, kind: 'write', part });
          await roomInOutput();
          if (failed) throw failed;
          return more;
        },
        end: async () => {
          await send({ id: handle.id, kind: 'end' });
        },
        abort(error) {
          if (failed) return;
          failed = error;
          handle.post({ id: handle.id, kind: 'abort' });
          handle.detach();
          output.destroy(error);
          settle(error);
        },
      };
    },

    async close() {
      await Promise.all(pooled.splice(0).map((entry) => entry.worker.terminate()));
    },
  };
}

let shared: TWorkerPool | null = null;

/** The process's pool: one worker per spare core, at least one, at most two. */
export function workerPool(): TWorkerPool {
  shared ??= createWorkerPool(Math.max(1, Math.min(2, availableParallelism() - 1)));
  return shared;
}

/** Runs a one-shot job of tasks.ts in the shared pool. */
export function runTask<K extends TTaskName>(
  task: K,
  input: TTaskInput<K>,
): Promise<TTaskOutput<K>> {
  return workerPool().run(task, input);
}

/** Opens a stream job of tasks.ts in the shared pool. */
export function openStreamTask<K extends TStreamTaskName>(
  task: K,
  input: TStreamTaskInput<K>,
): TStreamJob<TStreamTaskPart<K>> {
  return workerPool().openStream(task, input);
}
