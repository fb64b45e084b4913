// An answer a hook sends to end a call early (a refusal before the body is read, a lane
// without a free slot): the call goes no further, also when its client leaves while the
// answer is on its way. why: a hook ends a call by sending and returning the reply, and
// Fastify goes on with the call unless the reply counts as sent by then. The reply resolves
// when its connection closes too, before the answer has passed its onSend hooks (a lane
// call's answer waits for a turn, plugins/lane-turns.ts), so Fastify went on to the
// handler, which answered the call a second time ('Reply was already sent', 'Cannot write
// headers after they are sent to the client', issue 35).
import type { FastifyReply } from 'fastify';

/** Sends `answer` with `statusCode` and ends the call's lifecycle there, whatever the client does. */
export async function answerFromHook(
  reply: FastifyReply,
  statusCode: number,
  answer: unknown,
): Promise<FastifyReply> {
  try {
    await reply.code(statusCode).send(answer);
  } catch {
    // why: the connection failed under the answer; nobody is left to tell.
  }
  // why: hijacked, Fastify runs nothing more of the call (the answer on its way still goes out).
  if (!reply.sent) reply.hijack();
  return reply;
}
