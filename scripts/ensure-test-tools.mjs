#!/usr/bin/env node
// Installs what the tests need from Debian when it is missing: Chromium for the e2e
// tests, a PostgreSQL server for the API suite's second database run and the ops suite,
// and HAProxy, the load balancer the ops suite runs the api behind (deploy/haproxy.cfg).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

function has(path) {
  return existsSync(path);
}

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!has(base)) return null;
  const versions = readdirSync(base).filter((v) => has(`${base}/${v}/bin/initdb`));
  return versions.length ? `${base}/${versions.sort().at(-1)}/bin` : null;
}

const missing = [];
if (!has('/usr/bin/chromium')) missing.push('chromium');
if (!postgresBinDir()) missing.push('postgresql');
// why: the QR label test renders the label PDF to an image (pdftoppm) and reads it back.
if (!has('/usr/bin/pdftoppm')) missing.push('poppler-utils');
if (!has('/usr/sbin/haproxy')) missing.push('haproxy');

if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const sudo = isRoot ? [] : ['sudo'];
console.log(`Installing from Debian: ${missing.join(', ')} ...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing],
]) {
  const [cmd, ...rest] = [...sudo, ...args];
  const result = spawnSync(cmd, rest, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`Could not install ${missing.join(', ')} (${args.join(' ')} failed).`);
    process.exit(1);
  }
}
