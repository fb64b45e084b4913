/**
 * Dev only (`pnpm dev`, http://localhost:5179/management/invoices): the management pages
 * alone, as a partner page would mount them, with the api's /config.json through the dev
 * proxy. Sign in through the shell (or mf-auth) first: the token comes from the stored
 * `auth` record.
 */
import '@portal/shared/ui/tokens.css';
import '@portal/shared/ui/base.css';
import { startRemoteDevPage } from '@portal/shared/remote';
import App from './export-app';

void startRemoteDevPage({ App, basename: '/management', startPath: '/management/invoices' });
