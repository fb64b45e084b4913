/**
 * Dev only (`pnpm dev`, http://localhost:5176/requests/open): the requests pages alone, as
 * a partner page would mount them, with the api's /config.json through the dev proxy. Sign
 * in through the shell (or mf-auth) first: the token comes from the stored `auth` record.
 */
import '@portal/shared/ui/tokens.css';
import '@portal/shared/ui/base.css';
import { configureApiClient } from '@portal/shared/client';
import { createRoot } from 'react-dom/client';
import { StandaloneRoot } from './standalone-root';

async function startDev(container: HTMLElement) {
  if (!window.location.pathname.startsWith('/requests'))
    window.history.replaceState(null, '', '/requests/open');
  const config = (await fetch('/config.json')
    .then((answer) => answer.json())
    .catch(() => null)) as { apiBaseUrl?: string } | null;
  if (config?.apiBaseUrl) configureApiClient({ baseUrl: config.apiBaseUrl });
  createRoot(container).render(<StandaloneRoot basename="/requests" />);
}

const container = document.getElementById('root');
if (container) void startDev(container);
