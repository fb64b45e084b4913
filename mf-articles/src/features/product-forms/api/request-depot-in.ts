// PUT /customer/articles/product/request/depot-in (spec 001 §7): DEPOT-IN request for storage in the depot.
import { requestDepotInCall } from '@portal/shared/contract/articles';
import { useProductWrite } from './send-product-write';

export function useRequestDepotIn() {
  return useProductWrite(requestDepotInCall);
}
