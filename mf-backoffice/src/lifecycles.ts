/**
 * Exposed as `backoffice/lifecycles`: single-spa lifecycles, so a host can mount the back
 * office alone: the embedding interface (TAreaHostProps of @portal/shared/contract) plus
 * `domElement` or `domElementGetter`.
 */
import { createRemoteLifecycles } from '@portal/shared/remote';
import App from './export-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
