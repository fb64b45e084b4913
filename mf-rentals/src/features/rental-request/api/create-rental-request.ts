/**
 * PUT /customer/rentals/request/article (spec 001 §7) with an Idempotency-Key header, so a
 * retried or doubled submit creates one request. The answer names the customer request
 * created (ZCreatedRequest), where the user lands next.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  createRentalRequestCall,
  IDEMPOTENCY_HEADER,
  type TRentalRequest,
} from '@portal/shared/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export type TCreateRentalRequestInput = { request: TRentalRequest; idempotencyKey: string };
/** The request created, and what it asked for (its confirmation names them, issue 38). */
export type TCreatedRequestAnswer = {
  customerRequestId: number;
  articles: readonly string[];
  deliverDate: string;
};

export async function createRentalRequest({
  request,
  idempotencyKey,
}: TCreateRentalRequestInput): Promise<TCreatedRequestAnswer> {
  const answer = await callApi(createRentalRequestCall, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  const { customerRequestId } = requiredResponse(answer.response);
  return {
    customerRequestId,
    articles: request.articles.map((article) => `${article.amount} x ${article.name}`),
    deliverDate: request.deliverDate,
  };
}

export function useCreateRentalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRentalRequest,
    // why: not awaited, so the user moves on at once; the lists reload when shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rentalsKeys.lists() });
    },
  });
}
