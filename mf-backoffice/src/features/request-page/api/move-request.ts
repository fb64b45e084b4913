/**
 * The staff's moves on a request (take, step, complete, reject), each sent with the version
 * the page showed: when a colleague moved it first the server refuses with its message, and
 * the page shows the request as it now is.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  completeBackOfficeRequestCall,
  rejectBackOfficeRequestCall,
  stepBackOfficeRequestCall,
  takeBackOfficeRequestCall,
  type TBackOfficeRequest,
  type TCompleteRequest,
  type TRejectRequest,
  type TStepRequest,
  type TTakeRequest,
} from '@portal/shared/contract/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

export type TMove =
  | { kind: 'take'; body: TTakeRequest }
  | { kind: 'step'; body: TStepRequest }
  | { kind: 'complete'; body: TCompleteRequest }
  | { kind: 'reject'; body: TRejectRequest };

async function send(customerRequestId: number, move: TMove): Promise<TBackOfficeRequest> {
  const params = { customerRequestId };
  const envelope =
    move.kind === 'take'
      ? await callApi(takeBackOfficeRequestCall, { params, body: move.body })
      : move.kind === 'step'
        ? await callApi(stepBackOfficeRequestCall, { params, body: move.body })
        : move.kind === 'complete'
          ? await callApi(completeBackOfficeRequestCall, { params, body: move.body })
          : await callApi(rejectBackOfficeRequestCall, { params, body: move.body });
  return requiredResponse(envelope.response).request;
}

export function useMoveRequest(customerRequestId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: TMove) => send(customerRequestId, move),
    onSuccess: (request) => {
      client.setQueryData(backOfficeKeys.detail(customerRequestId), request);
      void client.invalidateQueries({ queryKey: backOfficeKeys.lists() });
    },
    // why: refused (a colleague was first): show the request as it now is.
    onError: () => client.invalidateQueries({ queryKey: backOfficeKeys.detail(customerRequestId) }),
  });
}
