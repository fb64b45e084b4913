/**
 * Exposed as `management/lifecycles`: single-spa lifecycles, so a partner page can mount the
 * management pages alone. Props as createRemoteLifecycles (@portal/shared/remote) takes them:
 * `apiBaseUrl`, `token`, `basename`, `domElement` or `domElementGetter`.
 */
import { createRemoteLifecycles } from '@portal/shared/remote';
import App from './export-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
