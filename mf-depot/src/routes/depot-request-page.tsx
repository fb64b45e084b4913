/**
 * /articles/depot/request (level 1, spec 001 §2.5): 'Leveren uit depot'. On success the
 * user lands on /requests/open with the success message (spec 001 §2.5, §4), the request
 * number, what was asked and 'Volg deze melding' (issue 38); without access to the requests
 * area, on the depot's 'Opdrachten', where the new order is listed too.
 */
import { formatDate, MESSAGES } from '@portal/shared/rules';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import {
  sentFlashState,
  StatusPanel,
  useFollowPath,
  usePageTitle,
  usePermissions,
} from '@portal/shared/ui';
import { useDepotPaths } from '../components/depot-paths';
import { DEPOT_ROUTES, REQUESTS_OPEN } from '../config/depot-routes';
import { DepotRequestForm } from '../features/depot-request/components/depot-request-form';

export function DepotRequestPage() {
  const { go } = useDepotPaths();
  const { may } = usePermissions();
  const followPath = useFollowPath();
  usePageTitle(DEPOT_ROUTES.request.title);
  return (
    <section className="depot-page depot-page--wide">
      <header className="depot-page__header">
        <h1>{TEXTS.requestTitle}</h1>
      </header>
      {may(DEPOT_ROUTES.request) ? (
        <DepotRequestForm
          onSubmitted={({ customerRequestId, items, deliverDate }) =>
            go(may(REQUESTS_OPEN) ? REQUESTS_OPEN.path : DEPOT_ROUTES.pending.path, {
              state: sentFlashState(TEXTS.requestSent, {
                customerRequestId,
                followPath: followPath(customerRequestId),
                facts: [
                  { label: TEXTS.sentItems, value: items.join(', ') },
                  { label: TEXTS.deliverDate, value: formatDate(deliverDate) },
                ],
              }),
            })
          }
        />
      ) : (
        <StatusPanel type="inline-error" message={MESSAGES.forbidden} />
      )}
    </section>
  );
}
