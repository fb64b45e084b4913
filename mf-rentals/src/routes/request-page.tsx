// /rentals/actions/request (level 2): the new rental request; on success back to the active list.
import { MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { flashState } from '@portal/shared/ui';
import { Page } from '../components/page';
import { useRentalsPaths } from '../components/rentals-paths';
import { RENTAL_ROUTES } from '../config/rental-routes';
import { RentalRequestFlow } from '../features/rental-request/components/rental-request-flow';
import { RequireRoute } from './require-route';

export function RequestPage() {
  const { go } = useRentalsPaths();
  return (
    <Page title={TEXTS.requestTitle} className="rentals-page--wide">
      <RequireRoute route={RENTAL_ROUTES.request}>
        <RentalRequestFlow
          onSubmitted={() =>
            go(RENTAL_ROUTES.active.path, { state: flashState(MESSAGES.rentalRequestSent) })
          }
        />
      </RequireRoute>
    </Page>
  );
}
