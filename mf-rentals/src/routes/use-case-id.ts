import { useParams } from 'react-router-dom';

/** The :rentalCaseId of the address as a positive whole number, or null. */
export function useCaseId(): number | null {
  const raw = useParams()['rentalCaseId'] ?? '';
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
