// The management remote: exposes ./App (rendered by the shell under /management/*) and
// ./lifecycles (single-spa); shares, dev server and build come from
// shared/remote-vite-config.ts.
import { defineRemoteConfig } from '../shared/remote-vite-config.ts';

export default defineRemoteConfig({ devPort: 5179 });
