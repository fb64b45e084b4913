/**
 * POST /backoffice/staff/{userId}: a colleague's role, or her account disabled or enabled
 * again, with its Idempotency-Key. A refusal (the last administrator, her own account)
 * asks for the list again, so the page shows it as it is.
 */
import { callApi } from '@portal/shared/client';
import { changeStaffCall, type TStaffChange } from '@portal/shared/contract/backoffice';
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_KEY } from './get-staff';
import { settleStaffAnswer } from './staff-answer';

export type TStaffChangeInput = { userId: number; change: TStaffChange; idempotencyKey: string };

export function useChangeStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change, idempotencyKey }: TStaffChangeInput) =>
      callApi(changeStaffCall, {
        params: { userId },
        body: change,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    onSuccess: (envelope) => settleStaffAnswer(client, envelope),
    onError: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
