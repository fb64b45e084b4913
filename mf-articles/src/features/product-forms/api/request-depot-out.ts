// PUT /customer/depot/request/depot-out (spec 001 §7): DEPOT-OUT request to deliver a depot product.
import { requestDepotOutCall } from '@portal/shared/contract/depot';
import { useProductWrite } from './send-product-write';

export function useRequestDepotOut() {
  return useProductWrite(requestDepotOutCall);
}
