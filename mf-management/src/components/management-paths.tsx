/**
 * The management area at /management: where it is mounted (createAreaApp provides it) and
 * the addresses inside it (createAreaPaths, @portal/shared/remote) as router addresses:
 * '/management/invoices' in the shell, '/invoices' under a standalone router whose
 * basename is /management.
 */
import type { TManagementPage } from '@portal/shared/contract/management';
import { createAreaPaths } from '@portal/shared/remote';
import { useCallback } from 'react';
import { MANAGEMENT_BASE, MANAGEMENT_PAGES } from '../config/management-routes';

export const MANAGEMENT_AREA = createAreaPaths(MANAGEMENT_BASE);

/** The router address of a page of this area. */
export function useManagementPath(): (page: TManagementPage) => string {
  const { to } = MANAGEMENT_AREA.useAreaPaths();
  return useCallback((page) => to(MANAGEMENT_PAGES[page].path), [to]);
}
