// PUT /customer/rentals/request/retour/process (spec 001 §7) with an Idempotency-Key.
import { callApi } from '@portal/shared/client';
import {
  createRetourCall,
  IDEMPOTENCY_HEADER,
  type TRetourRequest,
} from '@portal/shared/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export type TCreateRetourInput = { request: TRetourRequest; idempotencyKey: string };

export async function createRetour({ request, idempotencyKey }: TCreateRetourInput) {
  const answer = await callApi(createRetourCall, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return answer.response;
}

export function useCreateRetour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRetour,
    // why: not awaited; the server's permission check of the form (PermissionGate, keyed
    // outside rentalsKeys) is left alone: a refetched check would answer 'al een
    // retourmelding in behandeling' and flash that refusal of the user's own result before
    // the details page shows (issue 9 point 2).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rentalsKeys.all });
    },
  });
}
