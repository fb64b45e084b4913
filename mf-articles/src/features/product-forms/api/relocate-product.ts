// PUT /customer/articles/product/edit/location (spec 001 §7): handler intern moves at once, vdm asks the supplier.
import { relocateProductCall } from '@portal/shared/contract/articles';
import { useProductWrite } from './send-product-write';

export function useRelocateProduct() {
  return useProductWrite(relocateProductCall);
}
