// PUT /customer/articles/product/client/repair (spec 001 §3): an own repair, FIXED or BROKEN, signed.
import { registerClientRepairCall } from '@portal/shared/contract/articles';
import { useProductWrite } from './send-product-write';

export function useRegisterClientRepair() {
  return useProductWrite(registerClientRepairCall);
}
