// A steady load of a fixed number of connections, each sending its next request as soon as
// its answer is in, until stopped; every answer that is not a success and every connection
// error (a reset, a refused connection) is kept.
import { request as httpRequest, type IncomingMessage } from 'node:http';

export type TLoadResult = { ok: number; failures: string[] };

export type TLoad = { result: TLoadResult; stop(): Promise<TLoadResult> };

export function steadyLoad(
  connections: number,
  send: (n: number) => Promise<{
    status: number;
    envelope: string;
    message?: string | null;
    /** Who answered: an api process (it sends X-Request-Id) or the balancer itself. */
    from?: string;
  }>,
): TLoad {
  let running = true;
  const result: TLoadResult = { ok: 0, failures: [] };
  const loops = Array.from({ length: connections }, async (_, index) => {
    for (let n = index; running; n += connections) {
      try {
        const { status, envelope, message, from } = await send(n);
        if (status === 200 && envelope === 'success') result.ok += 1;
        else
          result.failures.push(`HTTP ${status} from ${from ?? '?'}: ${envelope} ${message ?? ''}`);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        result.failures.push(`${cause?.code ?? String(error)}`);
      }
    }
  });
  return {
    result,
    async stop() {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}

export type TSlowDownload = {
  /** Resolves once the answer's head and first bytes are in; reading then stops. */
  started: Promise<IncomingMessage>;
  /** Reads on to the end. */
  resume(): void;
  /** The whole body, once read. */
  body: Promise<Buffer>;
};

/** A POST whose answer the client stops reading after the first bytes (a slow phone). */
export function slowDownload(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): TSlowDownload {
  let resume = () => {};
  let started!: Promise<IncomingMessage>;
  const bodyPromise = new Promise<Buffer>((resolveBody, rejectBody) => {
    started = new Promise<IncomingMessage>((resolveStarted, rejectStarted) => {
      const req = httpRequest(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.once('data', (chunk: Buffer) => {
            chunks.push(chunk);
            res.pause();
            resume = () => {
              res.on('data', (more: Buffer) => chunks.push(more));
              res.resume();
            };
            resolveStarted(res);
          });
          res.on('end', () => resolveBody(Buffer.concat(chunks)));
          res.on('error', rejectBody);
        },
      );
      req.on('error', (error) => {
        rejectStarted(error);
        rejectBody(error);
      });
      req.end(JSON.stringify(body));
    });
  });
  return { started, resume: () => resume(), body: bodyPromise };
}
