// The {productId} of the address, or null when it is not a positive whole number.
import { useParams } from 'react-router-dom';

export function useProductId(): number | null {
  const raw = useParams()['productId'];
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
