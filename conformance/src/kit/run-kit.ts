// Runs the conformance kit against a backend: signs in the three accounts, checks every read
// call and download of the contract (and, with --writes, the writes that create a record of
// their own), and writes junit.xml and report.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZIdentity, ZLoginResponse, type TPermissions } from '@portal/shared/contract';
import { callExamples } from '../call-examples.js';
import { CONTRACT_CALLS, CONTRACT_DOWNLOADS, callId } from '../contract-calls.js';
import { checkDownload } from './download-checks.js';
import { createClient, type TClient, type TSender } from './http-client.js';
import type { TAccount, TKitConfig } from './kit-config.js';
import { checkReadCall } from './read-checks.js';
import { htmlReport, junitXml } from './reports.js';
import { createRecorder, failuresOf, type TResult } from './results.js';
import { CREATING_WRITES, checkCreatingWrite } from './write-checks.js';

export type TKitReport = {
  results: TResult[];
  failures: TResult[];
  files: { junit: string; html: string };
};

async function signIn(client: TClient, as: TSender, account: TAccount): Promise<void> {
  const answer = await client.send({
    method: 'POST',
    path: '/auth/login',
    as: 'anonymous',
    body: { emailaddress: account.user, password: account.password },
  });
  const token = ZLoginResponse.safeParse(answer.json).data?.auth?.token;
  if (!token) {
    throw new Error(
      `signing in ${account.user} failed: HTTP ${answer.status} ${JSON.stringify(answer.json)}`,
    );
  }
  client.tokens[as] = token;
}

async function permissionsOf(client: TClient, as: TSender): Promise<TPermissions> {
  const answer = await client.send({ method: 'GET', path: '/auth/identify', as });
  const identity = ZIdentity.safeParse(
    (answer.json as { response?: unknown } | undefined)?.response,
  );
  if (!identity.success) throw new Error(`identify answered ${JSON.stringify(answer.json)}`);
  return identity.data.permissions;
}

export async function runKit(config: TKitConfig): Promise<TKitReport> {
  const client = createClient(config.baseUrl);
  const recorder = createRecorder();
  await signIn(client, 'main', config.main);
  await signIn(client, 'other', config.other);
  await signIn(client, 'levelOne', config.levelOne);
  const levelOnePermissions = await permissionsOf(client, 'levelOne');
  const examples = callExamples(config.ids);
  const chosen = (id: string) => config.only === null || id.includes(config.only);

  for (const call of CONTRACT_CALLS) {
    if (!chosen(call.id)) continue;
    const example = examples[call.path] ?? {};
    // why: the back office is the supplier's own staff side (issue 41), not the customer
    // contract a backend must answer; its calls refuse every customer account (403).
    if (call.path.startsWith('/backoffice/')) {
      recorder.skip(call.id, 'MUST', 'answers a customer account', 'a back-office call');
      continue;
    }
    if (call.kind === 'read') {
      await checkReadCall(call, example, { client, recorder, levelOnePermissions });
    } else if (call.kind === 'write' && CREATING_WRITES.has(call.id)) {
      if (config.writes) await checkCreatingWrite(call, example, client, recorder);
      else recorder.skip(call.id, 'MUST', 'creates a record, idempotently', 'writes need --writes');
    }
  }
  for (const download of CONTRACT_DOWNLOADS) {
    if (chosen(callId(download))) await checkDownload(download, config.ids, client, recorder);
  }
  await client.send({ method: 'POST', path: '/auth/logout', as: 'main' });

  mkdirSync(config.outDir, { recursive: true });
  const files = {
    junit: join(config.outDir, 'junit.xml'),
    html: join(config.outDir, 'report.html'),
  };
  writeFileSync(files.junit, junitXml(recorder.results));
  writeFileSync(files.html, htmlReport(recorder.results, config.baseUrl));
  return { results: recorder.results, failures: failuresOf(recorder.results), files };
}
