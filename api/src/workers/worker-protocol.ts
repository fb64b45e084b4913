// The messages between the request thread (worker-pool.ts) and a worker (worker-main.ts).
// Every message carries the job id; a worker serves many jobs at once, one message at a time.
// A stream job's bytes travel with the answer to the part (or end) that wrote them, as
// `bytes`; only bytes written outside a part (while the job opens) come as 'data'.

export type TToWorker =
  | { id: number; kind: 'run'; task: string; input: unknown }
  | { id: number; kind: 'open'; task: string; input: unknown }
  | { id: number; kind: 'write'; part: unknown }
  | { id: number; kind: 'end' }
  | { id: number; kind: 'abort' };

export type TFromWorker =
  | { id: number; kind: 'result'; output: unknown }
  | { id: number; kind: 'data'; bytes: Uint8Array }
  | { id: number; kind: 'ack'; more?: boolean; bytes?: Uint8Array }
  | { id: number; kind: 'done'; bytes?: Uint8Array }
  | { id: number; kind: 'error'; message: string };
