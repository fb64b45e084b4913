// An address under /rentals that this area does not have (spec 001 §8: 'Pagina niet gevonden').
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { AreaNotFoundPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { RENTAL_ROUTES } from '../config/rentals-routes';

export function NotFoundPage() {
  const { to } = useRentalsPaths();
  return <AreaNotFoundPage backTo={to(RENTAL_ROUTES.active.path)} backLabel={TEXTS.areaTitle} />;
}
