/**
 * PUT /customer/rentals/request/article (spec 001 §7) with an Idempotency-Key header, so a
 * retried or doubled submit creates one request.
 */
import { callApi } from '@portal/shared/client';
import {
  createRentalRequestCall,
  IDEMPOTENCY_HEADER,
  type TRentalRequest,
} from '@portal/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export type TCreateRentalRequestInput = { request: TRentalRequest; idempotencyKey: string };

export async function createRentalRequest({ request, idempotencyKey }: TCreateRentalRequestInput) {
  const answer = await callApi(createRentalRequestCall, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return answer.response;
}

export function useCreateRentalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRentalRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.lists() }),
  });
}
