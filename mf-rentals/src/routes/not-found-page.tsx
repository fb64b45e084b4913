// An address under /rentals that this area does not have (spec 001 §8: 'Pagina niet gevonden').
import { MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink, StatusPanel } from '@portal/shared/ui';
import { AreaPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { RENTAL_ROUTES } from '../config/rental-routes';

export function NotFoundPage() {
  const { to } = useRentalsPaths();
  return (
    <AreaPage title={MESSAGES.pageNotFound}>
      <StatusPanel type="pageNotfound" />
      <div>
        <ButtonLink to={to(RENTAL_ROUTES.active.path)} variant="secondary">
          {TEXTS.areaTitle}
        </ButtonLink>
      </div>
    </AreaPage>
  );
}
