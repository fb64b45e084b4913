/**
 * 'Details aanvraag' under one of the tabs (spec 001 §2.6). Another organisation's request
 * answers like a missing one; the server's message shows in an error banner.
 */
import type { TRequestTab } from '@portal/shared/contract/requests';
import { MESSAGES } from '@portal/shared/rules';
import { StatusPanel, usePageTitle } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { useRequestsLive } from '../api/live';
import { useRequestPaths } from '../components/requests-paths';
import { listPath } from '../config/requests-routes';
import { useCustomerRequestDetails } from '../features/request-details/api/get-customer-request-details';
import { RequestDetailsView } from '../features/request-details/components/request-details-view';

export function RequestDetailsPage({ tab }: { tab: TRequestTab }) {
  const { to } = useRequestPaths();
  const raw = useParams()['customerRequestId'] ?? '';
  const customerRequestId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  usePageTitle(MESSAGES.requestDetailsTitle);
  return (
    <section className="requests-page">
      <header className="requests-page__header">
        <h1>{MESSAGES.requestDetailsTitle}</h1>
        <Link to={to(listPath(tab))} className="requests-page__back">
          {MESSAGES.requestBackToList}
        </Link>
      </header>
      <StatusPanel type="state" />
      {customerRequestId > 0 ? (
        <DetailsContent customerRequestId={customerRequestId} />
      ) : (
        <StatusPanel type="inline-error" message={MESSAGES.requestNotFound} />
      )}
    </section>
  );
}

function DetailsContent({ customerRequestId }: { customerRequestId: number }) {
  const live = useRequestsLive();
  const query = useCustomerRequestDetails(customerRequestId, live);
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  return <RequestDetailsView details={query.data} />;
}
