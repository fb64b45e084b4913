// The access log of the app (one writer per process) and the step register-call.ts runs
// for a call that carries client data: its entries are committed before the answer goes.
import type { TCall } from '@portal/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase } from '../db/database.js';
import type { TSession } from '../plugins/session-auth.js';
import { entriesOf, type TAccessActor } from './access-entry.js';
import { accessLogWriter, type TAccessLogWriter } from './access-log-writer.js';
import type { TCallExchange, TClientDataDeclaration } from './client-data-calls.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes access entries (access-log-writer.ts). */
    accessLog: TAccessLogWriter;
  }
}

export function accessLogPlugin(app: FastifyInstance, db: TDatabase): void {
  const writer = accessLogWriter(db);
  app.decorate('accessLog', writer);
  app.addHook('onClose', async () => writer.drain());
}

/** Who the session is, for an entry written for `request`. */
export function actorOf(request: FastifyRequest, session: TSession, call: string): TAccessActor {
  return {
    userId: session.userId,
    // why: the portal has no acting-for sessions yet (issue 40 README); the column waits.
    onBehalfOfUserId: null,
    organisationId: session.organisationId,
    call,
    clientAddress: request.ip || null,
  };
}

/**
 * Writes the entries of one successful exchange of a declared call; resolves once they
 * are committed, rejects (and the call answers 500, not the data) when they could not be.
 */
export async function logCallAccess(
  request: FastifyRequest,
  call: TCall,
  declaration: TClientDataDeclaration<TCall>,
  exchange: { answer: unknown; params: unknown; body: unknown },
): Promise<void> {
  const session = request.callSession;
  const response = (exchange.answer as { response?: unknown }).response;
  if (!session || response === null || response === undefined) return;
  const records = declaration.records({ ...exchange, answer: response } as TCallExchange<TCall>);
  if (records.length === 0) return;
  const actor = actorOf(request, session, `${call.method} ${call.path}`);
  await request.server.accessLog.write(entriesOf(actor, declaration.kind, records));
}
