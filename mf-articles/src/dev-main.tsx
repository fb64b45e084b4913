/**
 * Dev only (`pnpm dev`, http://localhost:5177/articles/location): the aids management
 * pages alone, as a partner page would mount them, with the api's /config.json through the
 * dev proxy. Sign in on the portal first (same origin through the proxy).
 */
import '@portal/shared/ui/tokens.css';
import '@portal/shared/ui/base.css';
import { startRemoteDevPage } from '@portal/shared/remote';
import App from './export-app';

void startRemoteDevPage({
  App,
  basename: '/articles',
  startPath: '/articles/location',
  containerClassName: 'ui-container',
});
