/**
 * PUT /customer/depot/request (spec 001 §7 Depot) with an Idempotency-Key header, so a
 * retried or doubled submit creates one order. The answer names the customer request
 * created (ZCreatedRequest). A refusal keeps the server's field messages (an item the depot
 * holds too few of) on the thrown ApiError's `fields`.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { createDepotRequestCall, type TDepotRequest } from '@portal/shared/contract/depot';
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depotKeys } from '../../../api/query-keys';

export type TCreateDepotRequestInput = { request: TDepotRequest; idempotencyKey: string };

export async function createDepotRequest({ request, idempotencyKey }: TCreateDepotRequestInput) {
  const answer = await callApi(createDepotRequestCall, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return requiredResponse(answer.response);
}

export function useCreateDepotRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepotRequest,
    // why: not awaited, so the user moves on at once; the order lists reload when shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: depotKeys.lists() });
    },
  });
}
