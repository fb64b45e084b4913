/**
 * Dutch labels of depot order types and statuses, and of an aid's depot status, as the
 * customer reads them (MESSAGES of @portal/shared/rules). Unknown values show as they are.
 */
import type { TDepotFormType, TDepotStatus } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';

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
