// Removes the parts of uploads that never became a file (a crash or a cut connection in
// the middle of an upload), at start-up and then every few minutes. Several api processes
// may sweep at once; the DELETE only ever removes parts no files row claims.
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../db/database.js';
import { sweepUnclaimedParts } from '../repositories/file-parts-repository.js';
import { failureReason } from '../service/failure-reason.js';

/** Parts younger than this may belong to an upload still streaming in. */
const STALE_MINUTES = 60;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export function stagedPartsSweeper(app: FastifyInstance, db: TDatabase): void {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    sweepUnclaimedParts(db, STALE_MINUTES).catch((error: unknown) =>
      // why: the database away; the next sweep retries, and nothing is lost meanwhile.
      app.log.warn(failureReason(error), 'sweeping upload parts failed'),
    );
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
