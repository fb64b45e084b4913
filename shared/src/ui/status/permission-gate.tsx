/**
 * GET /customer/requests/checkpermission/{sourceId}/{requestType} (spec 001 §4, §7): the
 * server's check before a request form opens. Shows its children (the form) only after
 * the check passed; its failure message replaces the form. Once passed, the form stays
 * for the rest of the visit: a later answer of the check (after the form's own submit
 * succeeded) must never replace the form with a refusal of its result.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { callApi } from '../../client/api-client.js';
import { checkRequestPermissionCall, type TCheckedRequestType } from '../../contract/index.js';
import { StatusPanel } from './status-panel.js';

export type TPermissionCheck = { sourceId: number; requestType: TCheckedRequestType };

/** The query key part that marks the server's permission check of a request form. */
export const PERMISSION_QUERY_KEY = 'request-permission';

export function PermissionGate({ children, ...check }: TPermissionCheck & { children: ReactNode }) {
  const query = useQuery({
    queryKey: [PERMISSION_QUERY_KEY, check.sourceId, check.requestType] as const,
    queryFn: async () => {
      await callApi(checkRequestPermissionCall, { params: check });
      return true;
    },
    // why: a refused check is an answer, not a hiccup: show it at once, and ask again on
    // every visit of the form.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  if (query.data === true) return <>{children}</>;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  return <StatusPanel type="loading" />;
}
