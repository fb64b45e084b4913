/**
 * Dev only (`pnpm dev`, http://localhost:5174/auth/login): the account pages alone, as a
 * partner page would mount them, with the api's /config.json through the dev proxy.
 */
import '@portal/shared/ui/tokens.css';
import '@portal/shared/ui/base.css';
import { configureApiClient } from '@portal/shared/client';
import { createRoot } from 'react-dom/client';
import { StandaloneRoot } from './standalone-root';

async function startDev(container: HTMLElement) {
  if (!window.location.pathname.startsWith('/auth'))
    window.history.replaceState(null, '', '/auth/login');
  const config = (await fetch('/config.json')
    .then((answer) => answer.json())
    .catch(() => null)) as {
    apiBaseUrl?: string;
    brand?: { name: string; logoUrl: string };
  } | null;
  if (config?.apiBaseUrl) configureApiClient({ baseUrl: config.apiBaseUrl });
  createRoot(container).render(<StandaloneRoot basename="/auth" brand={config?.brand ?? null} />);
}

const container = document.getElementById('root');
if (container) void startDev(container);
