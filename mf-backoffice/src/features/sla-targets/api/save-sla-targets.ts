/**
 * PUT /backoffice/sla-targets, with the version the page showed and its Idempotency-Key.
 * Refused because another administrator saved first, the page asks for the table again and
 * shows it as it now is.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { saveSlaTargetsCall, type TSlaSave } from '@portal/shared/contract/backoffice';
import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SLA_KEY } from './get-sla-targets';

export function useSaveSlaTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TSlaSave; idempotencyKey: string }) =>
      callApi(saveSlaTargetsCall, {
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    onSuccess: (envelope) => client.setQueryData(SLA_KEY, requiredResponse(envelope.response)),
    onError: () => client.invalidateQueries({ queryKey: SLA_KEY }),
  });
}
