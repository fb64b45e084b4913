/**
 * Dutch labels of depot order types and statuses, and of an aid's depot status, as the
 * customer reads them (MESSAGES of @portal/shared/rules), each status's badge tone, and an
 * order's place as the list and the order's page write it. Unknown values show
 * as they are.
 */
import type { TDepotFormType, TDepotStatus } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import type { TBadgeTone } from '@portal/shared/ui/lists';

export const DEPOT_STATUS_TONE: Record<TDepotStatus, TBadgeTone> = {
  OPEN: 'info',
  PLANNED: 'warning',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'danger',
};

/** 'Locatie' and 'kamer 1.04' together, or whichever the order has. */
export function placeText(location: string | null, room: string | null): string {
  return [location, room].filter((part) => part !== null && part !== '').join(', ');
}

export function depotFormTypeLabel(type: TDepotFormType | string): string {
  return (MESSAGES.depotFormTypeLabels as Record<string, string>)[type] ?? type;
}

export function depotStatusLabel(status: TDepotStatus | string): string {
  return (MESSAGES.depotStatusLabels as Record<string, string>)[status] ?? status;
}

export function productDepotStatusLabel(status: string | null): string {
  if (status === null) return '';
  return (MESSAGES.productDepotStatusLabels as Record<string, string>)[status] ?? status;
}
