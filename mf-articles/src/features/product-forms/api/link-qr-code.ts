// PUT /customer/articles/product/edit/qrcode (spec 001 §7): links a code to a product without one.
import { linkQrCodeCall } from '@portal/shared/contract/articles';
import { useProductWrite } from './send-product-write';

export function useLinkQrCode() {
  return useProductWrite(linkQrCodeCall);
}
