/**
 * The product writes of spec 001 §7 (and ours), one function per call, each sent with its
 * Idempotency-Key; a successful write refreshes everything cached of the area (the
 * product's details, tabs and the lists it shows in), not awaited.
 */
import { callApi, type TCallOptions } from '@portal/shared/client';
import { type TCall } from '@portal/shared/contract';
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { articlesKeys } from '../../../api/query-keys';

export type TWriteInput<TRequest> = { request: TRequest; idempotencyKey: string };

/** A mutation that sends `call` with the request as its body. */
export function useProductWrite<C extends TCall>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: TWriteInput<z.input<C['body']>>) => {
      const options: TCallOptions<C> = {
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      };
      return callApi(call, options);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: articlesKeys.all });
    },
  });
}
