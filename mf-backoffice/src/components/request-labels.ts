/**
 * Dutch labels of request types and statuses, as the customer reads them (MESSAGES of
 * @portal/shared/rules). Unknown values show as they are.
 */
import type { TRequestType } from '@portal/shared/contract/rentals';
import type { TRequestStatus } from '@portal/shared/contract/requests';
import { MESSAGES } from '@portal/shared/rules';

export function requestTypeLabel(type: TRequestType | string): string {
  return (MESSAGES.requestTypeLabels as Record<string, string>)[type] ?? type;
}

export function requestStatusLabel(status: TRequestStatus | string): string {
  return (MESSAGES.requestStatusLabels as Record<string, string>)[status] ?? status;
}
