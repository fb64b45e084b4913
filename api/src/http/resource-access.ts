// Access by kind of resource (shared/rules RESOURCE_ACCESS): the same table for every
// download, page title and look-up, and the same 403 answer as registerCall's.
import { canSee, type TResourceKind } from '@portal/shared/rules';
import type { FastifyReply } from 'fastify';
import type { TSession } from '../plugins/session-auth.js';
import type { TFailure } from '../answer/envelope.js';
import { refuseForbidden } from './route-access.js';

/** Whether the session may see a resource of `kind`. */
export function maySee(session: TSession, kind: TResourceKind): boolean {
  return canSee(session.permissions, kind);
}

/** null when the session may see `kind`, else the 403 answer (already sent). */
export async function refuseUnlessMaySee(
  session: TSession,
  kind: TResourceKind,
  reply: FastifyReply,
): Promise<TFailure | null> {
  return maySee(session, kind) ? null : refuseForbidden(reply);
}
