// Entry of a worker thread of the pool (worker-pool.ts): runs the jobs of tasks.ts.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { STREAM_TASKS, TASKS, type TStreamWriter } from './tasks.js';
import type { TFromWorker, TToWorker } from './worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs only as a worker thread');

/** The nice value of a worker thread: below the request thread's share of the CPU. */
const WORKER_NICE = 10;

/**
 * A worker's work (an Excel of 100,000 rows, PDFs, labels, images) may take its
 * core for seconds; on a small server the request thread must still get the CPU first, or
 * every tap waits behind an export. On Linux a thread has a nice value of its own, set by
 * its thread id; elsewhere the workers keep the process's priority.
 */
function yieldCpuToRequests(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, WORKER_NICE);
  } catch {
    // why: no /proc/thread-self (not Linux) or not allowed: run at normal priority.
  }
}
yieldCpuToRequests();

const streams = new Map<number, TStreamWriter<unknown>>();
/** Per stream job, the chain its parts are processed on, in order. */
const chains = new Map<number, Promise<void>>();

function send(message: TFromWorker, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

function fail(id: number, error: unknown): void {
  stepBytes.delete(id);
  streams.get(id)?.abort?.();
  streams.delete(id);
  chains.delete(id);
  send({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) });
}

/** Per stream job in a step (a part or its end), the bytes the step wrote so far. */
const stepBytes = new Map<number, Uint8Array[]>();

function emitter(id: number): (bytes: Uint8Array) => void {
  return (bytes) => {
    // why: a copy owns its whole buffer, which can then be moved instead of copied again.
    const copy = new Uint8Array(bytes);
    const collected = stepBytes.get(id);
    if (collected) collected.push(copy);
    else send({ id, kind: 'data', bytes: copy }, [copy.buffer]);
  };
}

/**
 * The bytes a step wrote, as one buffer for its answer. why: a message per piece and
 * another for the answer woke the request thread twice per batch (~800 times for a
 * 100,000-row Excel); the answer carries them (issue 25).
 */
function takeStepBytes(id: number): Uint8Array | undefined {
  const collected = stepBytes.get(id) ?? [];
  stepBytes.delete(id);
  if (collected.length <= 1) return collected[0];
  return Buffer.concat(collected);
}

/** The answer to a step, with the bytes it wrote (moved, not copied). */
function answer(message: TFromWorker & { kind: 'ack' | 'done' }): void {
  const bytes = takeStepBytes(message.id);
  if (!bytes) return send(message);
  // why: Buffer.concat may answer a slice of a shared pool; only a buffer of its own moves.
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const moved = owned ? bytes : new Uint8Array(bytes);
  send({ ...message, bytes: moved }, [moved.buffer as ArrayBuffer]);
}

/** Runs `step` after the job's earlier steps; a failing step ends the job. */
function chain(id: number, step: (writer: TStreamWriter<unknown>) => Promise<void>): void {
  const previous = chains.get(id) ?? Promise.resolve();
  const next = previous.then(async () => {
    const writer = streams.get(id);
    if (!writer) return;
    stepBytes.set(id, []);
    try {
      await step(writer);
    } catch (error) {
      stepBytes.delete(id);
      fail(id, error);
    }
  });
  chains.set(id, next);
}

port.on('message', (message: TToWorker) => {
  const { id } = message;
  switch (message.kind) {
    case 'run': {
      // why: the input's shape is the task's own; the pool types it at the call site, so
      // here every task is a function of an input it checks itself.
      const task = TASKS[message.task as keyof typeof TASKS] as
        ((input: unknown) => Promise<unknown>) | undefined;
      if (!task) return fail(id, new Error(`Unknown task ${message.task}`));
      task(message.input).then(
        (output) => send({ id, kind: 'result', output }),
        (error: unknown) => fail(id, error),
      );
      return;
    }
    case 'open': {
      // why: as for 'run', the input's shape is the task's own (typed at the call site).
      const open = STREAM_TASKS[message.task as keyof typeof STREAM_TASKS] as
        ((input: unknown, emit: (bytes: Uint8Array) => void) => Promise<unknown>) | undefined;
      if (!open) return fail(id, new Error(`Unknown stream task ${message.task}`));
      // why: the job's first part waits on this chain until its writer exists.
      chains.set(
        id,
        open(message.input, emitter(id)).then(
          (writer) => {
            streams.set(id, writer as TStreamWriter<unknown>);
          },
          (error: unknown) => fail(id, error),
        ),
      );
      return;
    }
    case 'write':
      return chain(id, async (writer) => {
        const more = await writer.write(message.part);
        answer({ id, kind: 'ack', ...(typeof more === 'boolean' ? { more } : {}) });
      });
    case 'end':
      return chain(id, async (writer) => {
        await writer.end();
        streams.delete(id);
        chains.delete(id);
        answer({ id, kind: 'done' });
      });
    case 'abort':
      stepBytes.delete(id);
      streams.get(id)?.abort?.();
      streams.delete(id);
      chains.delete(id);
      return;
  }
});
