// PUT /customer/depot/reservation (spec 001 §7): sets or clears a depot product's reservation.
import { updateReservationCall } from '@portal/shared/contract/depot';
import { useProductWrite } from './send-product-write';

export function useUpdateReservation() {
  return useProductWrite(updateReservationCall);
}
