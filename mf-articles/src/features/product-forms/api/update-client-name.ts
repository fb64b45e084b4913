// PUT /customer/articles/product/edit/client (spec 001 §7): the client's name, and a PRODUCT-CLIENT-UPDATE request.
import { updateClientNameCall } from '@portal/shared/contract/articles';
import { useProductWrite } from './send-product-write';

export function useUpdateClientName() {
  return useProductWrite(updateClientNameCall);
}
