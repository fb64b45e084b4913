// The access log of the back office (issue 41, api/src/access-log/README.md): a staff
// member reaches a customer organisation's data only through these calls, and each one
// writes its entries acting for that organisation (organisation_id is the request's, not the
// supplier's), committed before the answer leaves.
import type { FastifyRequest } from 'fastify';
import { entriesOf, type TAccessKind, type TClientRecord } from '../../access-log/access-entry.js';
import type { TSession } from '../../plugins/session-auth.js';

export type TReachedRequest = {
  customerRequestId: number;
  organisationId: number;
  /** The client's name the form holds, when it holds one. */
  clientName: string | null;
};

/** A depot order reached (its organisation's room and aids: the back office's depot pages). */
export type TReachedDepotOrder = {
  depotCaseId: number;
  organisationId: number;
  clientName: string | null;
};

function recordOf(item: TReachedRequest | TReachedDepotOrder): TClientRecord & {
  organisationId: number;
} {
  return 'depotCaseId' in item
    ? {
        recordType: 'depotOrder',
        recordId: item.depotCaseId,
        clientName: item.clientName,
        organisationId: item.organisationId,
      }
    : {
        recordType: 'customerRequest',
        recordId: item.customerRequestId,
        clientName: item.clientName,
        organisationId: item.organisationId,
      };
}

/** The client name of stored custom data (key clientName), or null. */
export function clientNameOf(customData: unknown): string | null {
  if (!Array.isArray(customData)) return null;
  const entry = (customData as { key?: unknown; value?: unknown }[]).find(
    (field) => field.key === 'clientName',
  );
  return typeof entry?.value === 'string' && entry.value !== '' ? entry.value : null;
}

/**
 * Writes the requests and depot orders reached, one entry per organisation they belong to, each acting for
 * that organisation.
 */
export async function logBackOfficeAccess(
  request: FastifyRequest,
  session: TSession,
  call: string,
  kind: TAccessKind,
  reached: readonly (TReachedRequest | TReachedDepotOrder)[],
): Promise<void> {
  const byOrganisation = new Map<number, TClientRecord[]>();
  for (const item of reached) {
    const { organisationId, ...record } = recordOf(item);
    const records = byOrganisation.get(organisationId) ?? [];
    records.push(record);
    byOrganisation.set(organisationId, records);
  }
  const entries = [...byOrganisation].flatMap(([organisationId, records]) =>
    entriesOf(
      {
        userId: session.userId,
        onBehalfOfUserId: null,
        organisationId,
        call,
        clientAddress: request.ip || null,
      },
      kind,
      records,
    ),
  );
  if (entries.length === 0) return;
  await request.server.accessLog.write(entries);
}
