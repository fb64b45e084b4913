#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL cluster (postgres-cluster.mjs): DATABASE_URL
// set for the command, and the server stopped and the folder removed afterwards, also on
// failure or Ctrl-C. Exits with the command's code.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { spawn } from 'node:child_process';
import { startPostgresCluster } from './postgres-cluster.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

let cluster;
try {
  cluster = await startPostgresCluster();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`PostgreSQL ${cluster.version} on ${cluster.url}`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: cluster.url },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`Could not run ${command[0]}: ${error.message}`);
  cluster.stop();
  process.exit(1);
});
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
