/**
 * Dev only (`pnpm dev`, http://localhost:5175/rentals/active): the rentals pages alone, as
 * a partner page would mount them, with the api's /config.json through the dev proxy.
 * Sign in on the portal first (same origin through the proxy), or the calls answer 401.
 */
import '@portal/shared/ui/tokens.css';
import '@portal/shared/ui/base.css';
import { configureApiClient } from '@portal/shared/client';
import { createRoot } from 'react-dom/client';
import { StandaloneRoot } from './standalone-root';

async function startDev(container: HTMLElement) {
  if (!window.location.pathname.startsWith('/rentals'))
    window.history.replaceState(null, '', '/rentals/active');
  const config = (await fetch('/config.json')
    .then((answer) => answer.json())
    .catch(() => null)) as { apiBaseUrl?: string } | null;
  if (config?.apiBaseUrl) configureApiClient({ baseUrl: config.apiBaseUrl });
  container.classList.add('ui-container');
  createRoot(container).render(<StandaloneRoot basename="/rentals" />);
}

const container = document.getElementById('root');
if (container) void startDev(container);
