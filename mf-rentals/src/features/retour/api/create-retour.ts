// PUT /customer/rentals/request/retour/process (spec 001 §7) with an Idempotency-Key.
import { callApi } from '@portal/shared/client';
import { createRetourCall, IDEMPOTENCY_HEADER, type TRetourRequest } from '@portal/shared/contract';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.all }),
  });
}
