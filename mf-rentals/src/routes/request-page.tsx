// /rentals/actions/request (level 2): the new rental request. On success the user lands on
// the request just created, under /requests/open with the success message (as the depot
// request does by spec 001 §2.5); without access to the requests area, on the active list.
import { MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { flashState } from '@portal/shared/ui';
import { AreaPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { usePermissions } from '@portal/shared/ui';
import { RequireRoute } from '@portal/shared/remote';
import { RENTAL_ROUTES, REQUESTS_ROUTE, requestDetailsPath } from '../config/rental-routes';
import { RentalRequestFlow } from '../features/rental-request/components/rental-request-flow';

export function RequestPage() {
  const { go } = useRentalsPaths();
  const { may } = usePermissions();
  return (
    <AreaPage title={TEXTS.requestTitle} className="ui-page--wide">
      <RequireRoute route={RENTAL_ROUTES.request}>
        <RentalRequestFlow
          onSubmitted={({ customerRequestId }) =>
            go(
              may(REQUESTS_ROUTE)
                ? requestDetailsPath(customerRequestId)
                : RENTAL_ROUTES.active.path,
              { state: flashState(MESSAGES.rentalRequestSent) },
            )
          }
        />
      </RequireRoute>
    </AreaPage>
  );
}
