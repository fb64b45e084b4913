// The depot remote: exposes ./App (rendered by the shell under /articles/* for the depot
// order tabs and the delivery request) and ./lifecycles (single-spa); shares, dev server and build come from tooling/remote-vite-config.ts.
import { defineRemoteConfig } from '../tooling/index.ts';

export default defineRemoteConfig({ devPort: 5178 });
