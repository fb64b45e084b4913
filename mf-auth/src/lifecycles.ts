/**
 * Exposed as `auth/lifecycles`: single-spa lifecycles, so a partner page can mount the
 * account pages alone. Props as createRemoteLifecycles (@portal/shared/remote) takes them:
 * `apiBaseUrl`, `token`, `basename`, `domElement` or `domElementGetter`, and the App's
 * `brand` (supplier name and logo).
 */
import { createRemoteLifecycles } from '@portal/shared/remote';
import App from './export-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
