// A load generator in a process of its own (autocannon), so the process that measures
// (the stall probe) does not share its event loop with 50 busy connections.
// Usage: node lib/load.mjs '<autocannon options as JSON>'; prints the result as JSON on its
// last line; SIGTERM stops the load early (the result is still printed).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './portal-server.mjs';

const autocannon = createRequire(join(REPO_ROOT, 'package.json'))('autocannon');
const instance = autocannon(JSON.parse(process.argv[2] ?? '{}'));
process.once('SIGTERM', () => instance.stop());
const result = await instance;
console.log(
  JSON.stringify({
    perSecond: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  }),
);
