// An address under /requests that the requests pages do not have (the shell answers most
// of these itself; this covers the area mounted alone).
import { MESSAGES } from '@portal/shared/rules';
import { StatusPanel, usePageTitle } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { useRequestPaths } from '../components/request-paths';

export function NotFoundPage() {
  const paths = useRequestPaths();
  usePageTitle(MESSAGES.pageNotFound);
  return (
    <section className="requests-page">
      <h1>{MESSAGES.pageNotFound}</h1>
      <StatusPanel type="pageNotfound">
        <Link to={paths.list('open')} className="requests-page__back">
          {MESSAGES.requestBackToList}
        </Link>
      </StatusPanel>
    </section>
  );
}
