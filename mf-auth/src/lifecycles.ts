/**
 * Exposed as `auth/lifecycles`: single-spa lifecycles, so a partner page can mount the
 * account pages alone. Props: `apiBaseUrl` and `token` (configure the API client),
 * `basename` (the router's base) and `brand` (name and logo), plus `domElement` or
 * `domElementGetter` as single-spa-react takes them. Built by createRemoteLifecycles
 * (@portal/shared/ui) around the area App.
 */
import { createRemoteLifecycles } from '@portal/shared/remote';
import App from './export-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
