// Fastify answering a constant envelope on 127.0.0.1, in its own process like the portal:
// the throughput ceiling (what this machine's HTTP stack and load generator allow at most)
// and the stall probe's limit (how long a server with nothing else to do waits for the CPU
// while the portal is under load). `startConstantServer()` runs this file as that process;
// run alone it prints its port and stops on SIGTERM.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './portal-server.mjs';

/** Starts the constant server; resolves `{ url, stop }`, `url` answering POST with 200. */
export async function startConstantServer() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // why: a bench stopped by Ctrl-C or SIGTERM exits through process.exit (run.mjs and the
  // benches' signal handlers); the server is stopped with it rather than left listening.
  process.once('exit', stop);
  child.once('exit', () => process.removeListener('exit', stop));
  try {
    const port = await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        const match = /PORT (\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', () => reject(new Error('The constant server stopped')));
    });
    return { url: `http://127.0.0.1:${port}/constant`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function serve() {
  const Fastify = createRequire(join(REPO_ROOT, 'api', 'package.json'))('fastify');
  const app = Fastify({ logger: false });
  const answer = { status: 'success', message: null, response: { cases: [], totalCount: 0 } };
  app.post('/constant', async () => answer);
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`PORT ${app.server.address().port}`);
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
