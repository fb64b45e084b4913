/**
 * The staff's moves on a depot order (plan, deliver or pick up, complete, cancel), each sent
 * with the version the page showed: when a colleague moved it first the server refuses with
 * its message, and the page shows the order as it now is.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  cancelBackOfficeDepotOrderCall,
  completeBackOfficeDepotOrderCall,
  deliverBackOfficeDepotOrderCall,
  planBackOfficeDepotOrderCall,
  type TBackOfficeDepotOrder,
  type TCancelDepotOrder,
  type TCompleteDepotOrder,
  type TDeliverDepotOrder,
  type TPlanDepotOrder,
} from '@portal/shared/contract/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';
import { depotOrderKey } from './get-depot-order';

export type TDepotMove =
  | { kind: 'plan'; body: TPlanDepotOrder }
  | { kind: 'deliver'; body: TDeliverDepotOrder }
  | { kind: 'complete'; body: TCompleteDepotOrder }
  | { kind: 'cancel'; body: TCancelDepotOrder };

async function send(depotCaseId: number, move: TDepotMove): Promise<TBackOfficeDepotOrder> {
  const params = { depotCaseId };
  const envelope =
    move.kind === 'plan'
      ? await callApi(planBackOfficeDepotOrderCall, { params, body: move.body })
      : move.kind === 'deliver'
        ? await callApi(deliverBackOfficeDepotOrderCall, { params, body: move.body })
        : move.kind === 'complete'
          ? await callApi(completeBackOfficeDepotOrderCall, { params, body: move.body })
          : await callApi(cancelBackOfficeDepotOrderCall, { params, body: move.body });
  return requiredResponse(envelope.response).order;
}

export function useMoveDepotOrder(depotCaseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: TDepotMove) => send(depotCaseId, move),
    onSuccess: (order) => {
      client.setQueryData(depotOrderKey(depotCaseId), order);
      void client.invalidateQueries({ queryKey: backOfficeKeys.lists() });
    },
    // why: refused (a colleague was first): show the order as it now is.
    onError: () => client.invalidateQueries({ queryKey: depotOrderKey(depotCaseId) }),
  });
}
