/**
 * POST /backoffice/staff: invites a colleague (the admin CLI's staff-invite, one service),
 * with its Idempotency-Key; the server mails the register link.
 */
import { callApi } from '@portal/shared/client';
import { inviteStaffCall, type TStaffInvite } from '@portal/shared/contract/backoffice';
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settleStaffAnswer } from './staff-answer';

export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TStaffInvite; idempotencyKey: string }) =>
      callApi(inviteStaffCall, {
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    onSuccess: (envelope) => settleStaffAnswer(client, envelope),
  });
}
