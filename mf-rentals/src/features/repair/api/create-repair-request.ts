// PUT /customer/articles/product/request/repair (spec 001 §7), request type REPAIR-RENTAL.
import { callApi } from '@portal/shared/client';
import {
  createRepairRequestCall,
  IDEMPOTENCY_HEADER,
  type TRepairRequest,
} from '@portal/shared/contract';
import { useMutation } from '@tanstack/react-query';

export type TCreateRepairInput = { request: TRepairRequest; idempotencyKey: string };

export async function createRepairRequest({ request, idempotencyKey }: TCreateRepairInput) {
  const answer = await callApi(createRepairRequestCall, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return answer.response;
}

export function useCreateRepairRequest() {
  return useMutation({ mutationFn: createRepairRequest });
}
