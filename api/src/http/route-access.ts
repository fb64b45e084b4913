// Level checks inside handlers of calls whose access depends on the request (the contract
// marks them 'session'): the same resolver and the same 403 answer as registerCall.
import { canOpen } from '@portal/shared/rules';
import type { FastifyReply } from 'fastify';
import type { TSession } from '../plugins/session-auth.js';
import { forbidden, type TFailure } from '../answer/envelope.js';

/** Whether the session reaches `level` on `route`. */
export function mayOpen(session: TSession, route: string, level: number): boolean {
  return canOpen(session.permissions, route, level);
}

/** Answers 403 with the forbidden envelope (registerCall sees the reply is sent). */
export async function refuseForbidden(reply: FastifyReply): Promise<TFailure> {
  const answer = forbidden();
  await reply.code(403).send(answer);
  return answer;
}
