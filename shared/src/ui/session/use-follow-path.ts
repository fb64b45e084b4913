/**
 * Where a confirmation's 'Volg deze melding' leads (issue 38): the request's details under
 * Aanvragen, or null when this user may not open them (then the number alone is shown).
 * The details page finds a request by its number whatever its tab.
 */
import { useCallback } from 'react';
import { tableRoute } from '../../rules/route-lookup.js';
import { usePermissions } from './use-permissions.js';

const REQUEST_DETAILS = tableRoute('/requests/open/details/:customerRequestId');

/** The absolute path of a request's details, e.g. /requests/open/details/133. */
export function requestDetailsPath(customerRequestId: number): string {
  return `${REQUEST_DETAILS.path}/${customerRequestId}`;
}

/** `followPath(id)`: the details path of request `id`, or null without access. */
export function useFollowPath(): (customerRequestId: number | null) => string | null {
  const { may } = usePermissions();
  return useCallback(
    (customerRequestId: number | null) =>
      customerRequestId !== null && may(REQUEST_DETAILS)
        ? requestDetailsPath(customerRequestId)
        : null,
    [may],
  );
}
