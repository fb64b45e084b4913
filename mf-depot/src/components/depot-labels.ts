/**
 * Dutch labels of depot order types and statuses and of a product's status and depot
 * status (MESSAGES of @portal/shared/rules, the one place the api reads them too). An
 * unknown value shows as it is.
 */
import type { TProductDepotStatus, TProductDisplayStatus } from '@portal/shared/contract/articles';
import type { TDepotFormType, TDepotStatus } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';

function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}

export function formTypeLabel(type: TDepotFormType | string): string {
  return labelOf(MESSAGES.depotFormTypeLabels, type);
}

export function depotStatusLabel(status: TDepotStatus | string): string {
  return labelOf(MESSAGES.depotStatusLabels, status);
}

export function productStatusLabel(status: TProductDisplayStatus | string): string {
  return labelOf(MESSAGES.productStatusLabels, status);
}

export function productDepotStatusLabel(status: TProductDepotStatus | string | null): string {
  return status === null ? '' : labelOf(MESSAGES.productDepotStatusLabels, status);
}
