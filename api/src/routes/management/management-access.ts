// Who may use a management call or download: the caller must reach the page it belongs to
// (spec 000 §2.2, all level 1), asked through the one access table (RESOURCE_ACCESS,
// MANAGEMENT_PAGE_KIND), the same 403 answer as every call; and the search's own checks
// (management/overview-checks.ts) answer 'Ongeldige invoer' with the fields' messages.
import type { TManagementPage } from '@portal/shared/contract/management';
import { MANAGEMENT_PAGE_KIND, MESSAGES } from '@portal/shared/rules';
import type { FastifyReply } from 'fastify';
import { failure, type TFailure, type TFieldErrors } from '../../answer/envelope.js';
import { refuseUnlessMaySee } from '../../http/resource-access.js';
import type { TSession } from '../../plugins/session-auth.js';

/** null when the session reaches `page`, else the 403 answer (already sent). */
export function refuseUnlessPage(
  session: TSession,
  page: TManagementPage,
  reply: FastifyReply,
): Promise<TFailure | null> {
  return refuseUnlessMaySee(session, MANAGEMENT_PAGE_KIND[page], reply);
}

/** The refusal of a search with field messages, or null when there are none. */
export function refusalOf(errors: TFieldErrors): TFailure | null {
  return Object.keys(errors).length > 0 ? failure(MESSAGES.invalidInput, { fields: errors }) : null;
}
