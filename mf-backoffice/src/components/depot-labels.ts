/**
 * Dutch labels of depot order types and statuses, and of an aid's depot status, as the
 * customer reads them (MESSAGES of @portal/shared/rules), each status's badge tone, and an
 * order's place and plan as the list and the order's page write them. Unknown values show
 * as they are.
 */
import type { TDepotFormType, TDepotStatus } from '@portal/shared/contract/depot';
import { formatDate, MESSAGES } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
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

/** '14-01-2030, 08:00-12:00', or 'Nog niet gepland'. */
export function plannedText(date: string | null, window: string | null): string {
  if (date === null) return BACKOFFICE_TEXTS.depot.notPlanned;
  return BACKOFFICE_TEXTS.depot.planned(formatDate(date), window ?? '');
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
