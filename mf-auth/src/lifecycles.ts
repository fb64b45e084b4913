/**
 * Exposed as `auth/lifecycles`: single-spa lifecycles, so a host can mount the
 * account pages alone: the embedding interface (TAreaHostProps of @portal/shared/contract)
 * plus `domElement` or `domElementGetter`, and the App's `brand` (supplier name and logo).
 */
import { createRemoteLifecycles } from '@portal/shared/remote';
import App from './export-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
