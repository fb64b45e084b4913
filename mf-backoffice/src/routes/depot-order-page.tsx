/**
 * A depot order's page in the back office: its facts, the aids it holds, and (level 2 of
 * /backoffice) the moves. Any organisation's order; the server writes an access entry for
 * that organisation.
 */
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { MESSAGES } from '@portal/shared/rules';
import { StatusPanel, usePageTitle, usePermissions } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { useBackOfficeLive } from '../api/live';
import { useBackOfficePaths } from '../components/backoffice-paths';
import { depotListPath } from '../config/backoffice-routes';
import { useBackOfficeDepotOrder } from '../features/depot-order-page/api/get-depot-order';
import { DepotOrderActions } from '../features/depot-order-page/components/depot-order-actions';
import {
  DepotOrderFacts,
  DepotOrderItems,
} from '../features/depot-order-page/components/depot-order-view';

const T = BACKOFFICE_TEXTS.depot;

export function DepotOrderPage() {
  const { to } = useBackOfficePaths();
  const raw = useParams()['depotCaseId'] ?? '';
  const depotCaseId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const title = depotCaseId > 0 ? T.orderTitle(depotCaseId) : MESSAGES.notFound;
  usePageTitle(title);
  return (
    <section className="backoffice-page">
      <header className="backoffice-page__header">
        <h1>{title}</h1>
        <Link to={to(depotListPath('pending'))} className="backoffice-page__back">
          {T.backToList}
        </Link>
      </header>
      {depotCaseId > 0 ? (
        <DepotOrderContent depotCaseId={depotCaseId} />
      ) : (
        <StatusPanel type="inline-error" message={MESSAGES.notFound} />
      )}
    </section>
  );
}

function DepotOrderContent({ depotCaseId }: { depotCaseId: number }) {
  const live = useBackOfficeLive();
  const query = useBackOfficeDepotOrder(depotCaseId, live);
  const { may } = usePermissions();
  const mayAct = may({ path: '/backoffice/depot-orders', level: 2 });
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  const order = query.data;
  return (
    <div className="backoffice-request">
      <div className="backoffice-request__main">
        <p className="backoffice-depot__name">{order.name}</p>
        <DepotOrderFacts order={order} />
        <DepotOrderItems order={order} />
      </div>
      {mayAct ? (
        <div className="backoffice-request__side">
          <DepotOrderActions order={order} />
        </div>
      ) : null}
    </div>
  );
}
