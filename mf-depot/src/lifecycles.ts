/**
 * Exposed as `depot/lifecycles`: single-spa lifecycles, so a partner page can mount the
 * depot pages alone. Props: `apiBaseUrl` and `token` (configure the API client) and
 * `basename` (the router's base, '/articles'), plus `domElement` or `domElementGetter` as
 * single-spa-react takes them. Built by createRemoteLifecycles around the area App.
 */
import { createRemoteLifecycles } from '@portal/shared/remote';
import App from './export-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
