#!/usr/bin/env node
// Installs what the tests need from Debian when it is missing: Chromium for the e2e
// tests, a PostgreSQL server for the API suite's second database run and the ops suite,
// HAProxy, the load balancer the ops suite runs the api behind (deploy/haproxy.cfg), and
// the tools a customer's office opens the portal's documents with (api/src/files/README.md):
// poppler and qpdf for the PDFs, LibreOffice Calc for the spreadsheets, xmllint for the
// UBL e-invoices; slowhttptest, the slow-client attacks of the ops suite's hostile-clients
// test (api/ops/hostile-clients.test.ts).
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
// why: the QR label test renders the label PDF to an image (pdftoppm) and reads it back;
// the PDF test reads every kind back with pdftotext and pdffonts.
if (!has('/usr/bin/pdftoppm') || !has('/usr/bin/pdffonts')) missing.push('poppler-utils');
if (!has('/usr/bin/qpdf')) missing.push('qpdf');
// why: every Excel kind is opened in LibreOffice headless and compared with the lists.
if (!has('/usr/bin/soffice')) missing.push('libreoffice-calc-nogui');
// why: the UBL e-invoice is validated against the UBL 2.1 schemas.
if (!has('/usr/bin/xmllint')) missing.push('libxml2-utils');
if (!has('/usr/sbin/haproxy')) missing.push('haproxy');
// why: slowloris, slow body and slow read against the built api (issue 35 §3).
if (!has('/usr/bin/slowhttptest')) missing.push('slowhttptest');

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
