// The management remote: exposes ./App (rendered by the shell under /management/*) and
// ./lifecycles (single-spa); shares, dev server and build come from
// tooling/remote-vite-config.ts.
import { defineRemoteConfig } from '../tooling/index.ts';

export default defineRemoteConfig({ devPort: 5179 });
