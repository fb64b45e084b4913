/** What every staff write answers (the list as it now is), put where the page reads it. */
import { requiredResponse } from '@portal/shared/client';
import type { inviteStaffCall } from '@portal/shared/contract/backoffice';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { backOfficeKeys } from '../../../api/query-keys';
import { STAFF_KEY } from './get-staff';

// why: the invite and the change answer the same envelope; the invite's names its type.
export type TStaffEnvelope = z.output<(typeof inviteStaffCall)['response']>;

/** Shows the answered list; the inbox's colleagues ('Behandelen door') are asked again. */
export function settleStaffAnswer(client: QueryClient, envelope: TStaffEnvelope): void {
  client.setQueryData(STAFF_KEY, requiredResponse(envelope.response));
  void client.invalidateQueries({ queryKey: backOfficeKeys.lookup('inbox-options') });
}
