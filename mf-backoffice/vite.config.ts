// The back-office remote: exposes ./App (rendered by the shell under /backoffice/*),
// ./lifecycles (single-spa) and ./embed; shares, dev server and build come from
// tooling/remote-vite-config.ts.
import { defineRemoteConfig } from '../tooling/index.ts';

export default defineRemoteConfig({ devPort: 5180 });
