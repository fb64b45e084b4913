// PUT /global/articles/product/add (spec 001 §7): registers an own aid; a refusal may name its field.
import { addProductCall } from '@portal/shared/contract/articles';
import { useProductWrite } from './send-product-write';

export function useAddProduct() {
  return useProductWrite(addProductCall);
}
