// Work that runs after the answer is sent (the reset mail of forgot, so that the answer's
// timing does not depend on the account). Tracked, so closing the app waits for it and
// tests can wait until it is done.
import type { FastifyInstance, FastifyReply } from 'fastify';

export type TAfterAnswer = {
  /** Runs `task` once `reply` has gone out; a failure is logged, never thrown. */
  run(reply: FastifyReply, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  idle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: TAfterAnswer;
  }
}

export function afterAnswerPlugin(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  app.decorate<TAfterAnswer>('afterAnswer', {
    run(reply, task) {
      let isStarted = false;
      const start = () => {
        if (isStarted) return;
        isStarted = true;
        const work = task()
          .catch((error: unknown) =>
            reply.log.error({ err: error }, 'work after the answer failed'),
          )
          .finally(() => running.delete(work));
        running.add(work);
      };
      reply.raw.once('finish', start);
      reply.raw.once('close', start);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  });
  app.addHook('onClose', async () => app.afterAnswer.idle());
}
