// A partner's intranet page (another origin than the portal) that shows two portal areas
// loaded as Module Federation remotes: Aanvragen as a component inside this page's own
// router and query client, Verhuur through its single-spa lifecycles.
import {
  QueryClient,
  QueryClientProvider,
  useIsFetching,
  useQueryClient,
} from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { areaProps } from './area-props';
import { remoteApp, RemoteLifecycles } from './remote-area';

const REQUESTS_BASE = '/partner/aanvragen';
const RequestsApp = remoteApp('requests');
const RENTALS_BASE = '/partner/verhuur';

/** What the host itself sees: its own location and query cache, which the areas use. */
function HostStatus() {
  const { pathname } = useLocation();
  const queries = useQueryClient().getQueryCache().getAll().length;
  useIsFetching();
  return (
    <p>
      Intranet op <code data-testid="host-location">{pathname}</code>, vragen in de cache van het
      intranet: <span data-testid="host-queries">{queries}</span>
    </p>
  );
}

function Intranet() {
  const [isExpired, setIsExpired] = useState(false);
  const onSessionExpired = () => setIsExpired(true);
  return (
    <>
      <header>
        <h1>Intranet</h1>
        <nav aria-label="Intranet">
          <Link to={`${REQUESTS_BASE}/open`}>Aanvragen</Link>{' '}
          <Link to={`${RENTALS_BASE}/active`}>Verhuur</Link>
        </nav>
        <HostStatus />
        {isExpired ? <p role="alert">Uw sessie bij het portaal is verlopen.</p> : null}
      </header>
      <main>
        <Routes>
          <Route
            path={`${REQUESTS_BASE}/*`}
            element={<RequestsApp {...areaProps(REQUESTS_BASE, onSessionExpired)} />}
          />
          <Route
            path={`${RENTALS_BASE}/*`}
            element={
              <RemoteLifecycles remote="rentals" {...areaProps(RENTALS_BASE, onSessionExpired)} />
            }
          />
          <Route path="*" element={<Navigate to={`${REQUESTS_BASE}/open`} replace />} />
        </Routes>
      </main>
    </>
  );
}

const queryClient = new QueryClient();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <QueryClientProvider client={queryClient}>
          <Intranet />
        </QueryClientProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
