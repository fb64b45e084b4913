// The throughput ceiling: Fastify answering a constant envelope on 127.0.0.1, in its own
// process like the portal, so a benchmark measures what this machine's HTTP stack and
// load generator allow at most. Prints its port; stops on SIGTERM.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './portal-server.mjs';

const Fastify = createRequire(join(REPO_ROOT, 'api', 'package.json'))('fastify');
const app = Fastify({ logger: false });
const answer = { status: 'success', message: null, response: { cases: [], totalCount: 0 } };
app.post('/constant', async () => answer);
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`PORT ${app.server.address().port}`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
