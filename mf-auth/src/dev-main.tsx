/**
 * Dev only (`pnpm dev`, http://localhost:5174/auth/login): the account pages alone, as a
 * partner page would mount them, with the api's /config.json (and its brand) through the
 * dev proxy.
 */
import '@portal/shared/ui/tokens.css';
import '@portal/shared/ui/base.css';
import { startRemoteDevPage } from '@portal/shared/remote';
import App from './export-app';

void startRemoteDevPage({
  App,
  basename: '/auth',
  startPath: '/auth/login',
  appProps: (config) => ({ brand: config?.brand ?? null }),
});
