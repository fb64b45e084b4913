/**
 * A request's page in the back office: its facts, what the customer entered, its history,
 * and (level 2 of /backoffice) the moves. Any organisation's request; the server writes an
 * access entry for that organisation.
 */
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { MESSAGES } from '@portal/shared/rules';
import { StatusPanel, usePageTitle, usePermissions } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { useBackOfficeLive } from '../api/live';
import { useBackOfficePaths } from '../components/backoffice-paths';
import { inboxPath } from '../config/backoffice-routes';
import { useInboxOptions } from '../features/inbox/api/get-inbox-options';
import { useBackOfficeRequest } from '../features/request-page/api/get-request';
import { RequestActions } from '../features/request-page/components/request-actions';
import {
  RequestEntered,
  RequestFacts,
  RequestHistory,
} from '../features/request-page/components/request-view';

const T = BACKOFFICE_TEXTS;

export function RequestPage() {
  const { to } = useBackOfficePaths();
  const raw = useParams()['customerRequestId'] ?? '';
  const customerRequestId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const title = customerRequestId > 0 ? T.requestTitle(customerRequestId) : MESSAGES.notFound;
  usePageTitle(title);
  return (
    <section className="backoffice-page">
      <header className="backoffice-page__header">
        <h1>{title}</h1>
        <Link to={to(inboxPath('open'))} className="backoffice-page__back">
          {T.backToInbox}
        </Link>
      </header>
      {customerRequestId > 0 ? (
        <RequestContent customerRequestId={customerRequestId} />
      ) : (
        <StatusPanel type="inline-error" message={MESSAGES.notFound} />
      )}
    </section>
  );
}

function RequestContent({ customerRequestId }: { customerRequestId: number }) {
  const live = useBackOfficeLive();
  const query = useBackOfficeRequest(customerRequestId, live);
  const options = useInboxOptions();
  const { may } = usePermissions();
  const mayAct = may({ path: '/backoffice/requests', level: 2 });
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  const request = query.data;
  return (
    <div className="backoffice-request">
      <div className="backoffice-request__main">
        <RequestFacts request={request} />
        <RequestEntered request={request} />
        <RequestHistory request={request} />
      </div>
      {mayAct ? (
        <div className="backoffice-request__side">
          <RequestActions
            request={request}
            staff={options.data?.staff ?? []}
            me={options.data?.me ?? null}
          />
        </div>
      ) : null}
    </div>
  );
}
