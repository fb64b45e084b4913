/**
 * The requests area at /requests: where it is mounted (createAreaApp provides it) and the
 * addresses inside it (createAreaPaths, @portal/shared/remote), with the two this area
 * links to most, a tab's list and a request's details, as router addresses: '/requests/open'
 * in the shell, '/open' under a standalone router whose basename is /requests.
 */
import type { TRequestTab } from '@portal/shared/contract/requests';
import { createAreaPaths } from '@portal/shared/remote';
import { useMemo } from 'react';
import { detailsPath, REQUEST_ROUTES, REQUESTS_BASE } from '../config/request-routes';

export const REQUESTS_AREA = createAreaPaths(REQUESTS_BASE);

export type TRequestPaths = {
  list: (tab: TRequestTab) => string;
  details: (tab: TRequestTab, customerRequestId: number | string) => string;
};

export function useRequestPaths(): TRequestPaths {
  const { to } = REQUESTS_AREA.useAreaPaths();
  return useMemo(
    () => ({
      list: (tab) => to(REQUEST_ROUTES[tab].path),
      details: (tab, customerRequestId) => to(detailsPath(tab, customerRequestId)),
    }),
    [to],
  );
}
