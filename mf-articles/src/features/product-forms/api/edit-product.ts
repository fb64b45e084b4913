// PUT /customer/articles/product/edit/data (spec 001 §7): the product's own data and template fields.
import { editProductCall } from '@portal/shared/contract/articles';
import { useProductWrite } from './send-product-write';

export function useEditProduct() {
  return useProductWrite(editProductCall);
}
