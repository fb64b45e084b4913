/**
 * Dev only (`pnpm dev`, http://localhost:5180/backoffice/inbox/open): the back office alone,
 * as a supplier's intranet would mount it, with the api's /config.json through the dev
 * proxy. Sign in through the shell (or mf-auth) first with a staff account.
 */
import '@portal/shared/ui/tokens.css';
import '@portal/shared/ui/base.css';
import { startRemoteDevPage } from '@portal/shared/remote';
import App from './export-app';

void startRemoteDevPage({ App, basename: '/backoffice', startPath: '/backoffice/inbox/open' });
