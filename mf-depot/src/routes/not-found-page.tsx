// An address under /articles that the depot pages do not have (the shell answers most of
// these itself; this covers the area mounted alone).
import { MESSAGES } from '@portal/shared/rules';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { StatusPanel, usePageTitle } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { useDepotPaths } from '../components/depot-paths';
import { DEPOT_ROUTES } from '../config/depot-routes';

export function NotFoundPage() {
  const { to } = useDepotPaths();
  usePageTitle(MESSAGES.pageNotFound);
  return (
    <section className="depot-page">
      <h1>{MESSAGES.pageNotFound}</h1>
      <StatusPanel type="pageNotfound">
        <Link to={to(DEPOT_ROUTES.pending.path)} className="depot-page__back">
          {TEXTS.backToList}
        </Link>
      </StatusPanel>
    </section>
  );
}
