// /rentals/actions/request (level 2): the new rental request. On success the user lands on
// the request just created, under /requests/open with the success message (as the depot
// request does by spec 001 §2.5); without access to the requests area, on the active list.
// The message names the request number and what was asked (issue 38); on the request's own
// details no 'Volg deze melding' is offered, since that is where it leads.
import { formatDate, MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { sentFlashState, useFollowPath } from '@portal/shared/ui';
import { AreaPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { RequireRoute } from '@portal/shared/remote';
import { RENTAL_ROUTES } from '../config/rentals-routes';
import { RentalRequestFlow } from '../features/rental-request/components/rental-request-flow';

export function RequestPage() {
  const { go } = useRentalsPaths();
  const followPath = useFollowPath();
  return (
    <AreaPage title={TEXTS.requestTitle} className="ui-page--wide">
      <RequireRoute route={RENTAL_ROUTES.request}>
        <RentalRequestFlow
          onSubmitted={({ customerRequestId, articles, deliverDate }) => {
            const details = followPath(customerRequestId);
            go(details ?? RENTAL_ROUTES.active.path, {
              state: sentFlashState(MESSAGES.rentalRequestSent, {
                customerRequestId,
                followPath: null,
                facts: [
                  { label: TEXTS.sentFacts.articles, value: articles.join(', ') },
                  { label: TEXTS.sentFacts.deliverDate, value: formatDate(deliverDate) },
                ],
              }),
            });
          }}
        />
      </RequireRoute>
    </AreaPage>
  );
}
