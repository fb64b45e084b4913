/**
 * Exposed as `requests/lifecycles`: single-spa lifecycles, so a partner page can mount the
 * requests pages alone. Props: `apiBaseUrl` and `token` (configure the API client) and
 * `basename` (the router's base), plus `domElement` or `domElementGetter` as
 * single-spa-react takes them. Built by createRemoteLifecycles (@portal/shared/ui) around
 * the area App.
 */
import { createRemoteLifecycles } from '@portal/shared/remote';
import App from './export-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
