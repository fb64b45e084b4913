/**
 * The details of one depot order under its tab (spec 001 §2.5), titled with the order's
 * name (page-title cache type depotcase, spec 000 §3: a later visit has the name before the
 * details arrive). An order opened under the other tab than its status's moves to its own. Another organisation's order answers like a missing one; the server's
 * message shows in an error banner.
 */
import { pageTitleStorage } from '@portal/shared/client';
import type { TDepotStatus, TDepotTab } from '@portal/shared/contract/depot';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { StatusPanel, usePageTitle } from '@portal/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDepotPaths } from '../components/depot-paths';
import { DEPOT_ROUTES, detailsPath, tabRoute } from '../config/depot-routes';
import { useDepotCaseDetails } from '../features/depot-case-details/api/get-depot-case-details';
import { DepotCaseDetailsView } from '../features/depot-case-details/components/depot-case-details-view';

export function DepotCasePage({ tab }: { tab: TDepotTab }) {
  const raw = useParams()['depotCaseId'] ?? '';
  const depotCaseId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return depotCaseId > 0 ? (
    <DetailsContent tab={tab} depotCaseId={depotCaseId} />
  ) : (
    <DetailsFrame tab={tab} title={DEPOT_ROUTES.pendingDetails.title}>
      <StatusPanel type="inline-error" message={TEXTS.orderNotFound} />
    </DetailsFrame>
  );
}

function DetailsFrame({
  tab,
  title,
  children,
}: {
  tab: TDepotTab;
  title: string;
  children: ReactNode;
}) {
  const { to } = useDepotPaths();
  usePageTitle(title);
  return (
    <section className="depot-page">
      <header className="depot-page__header">
        <h1>{title}</h1>
        <Link to={to(tabRoute(tab).path)} className="depot-page__back">
          {TEXTS.backToList}
        </Link>
      </header>
      <StatusPanel type="state" />
      {children}
    </section>
  );
}

/** The tab an order belongs under: finished orders are the archive's. */
export function tabOfStatus(status: TDepotStatus): TDepotTab {
  return status === 'COMPLETED' || status === 'CANCELLED' ? 'archive' : 'pending';
}

function DetailsContent({ tab, depotCaseId }: { tab: TDepotTab; depotCaseId: number }) {
  const query = useDepotCaseDetails(depotCaseId);
  const { go } = useDepotPaths();
  const ownTab = query.data ? tabOfStatus(query.data.depotStatus) : tab;
  useEffect(() => {
    // why: an order completed since the link was made (or a stale bookmark) is shown under
    // its own tab, so the trail and the back link tell the truth.
    if (ownTab !== tab) go(detailsPath(ownTab, depotCaseId), { replace: true });
  }, [depotCaseId, go, ownTab, tab]);
  const title =
    query.data?.name ??
    pageTitleStorage.get('depotcase', depotCaseId) ??
    DEPOT_ROUTES.pendingDetails.title;
  return (
    <DetailsFrame tab={tab} title={title}>
      {query.status === 'pending' ? <StatusPanel type="loading" /> : null}
      {query.status === 'error' ? (
        <StatusPanel type="inline-error" message={query.error.message} />
      ) : null}
      {query.status === 'success' ? <DepotCaseDetailsView details={query.data} /> : null}
    </DetailsFrame>
  );
}
