// What every benchmark file shares: calls with a check of the answer, timings and
// percentiles, and the PASS/FAIL report of figures beside their targets.
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, totalmem } from 'node:os';

/** The headers of a call: JSON answers, the session token, a JSON body. */
function callHeaders({ token, body }) {
  const headers = { accept: 'application/json' };
  if (token) headers['x-auth-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/** The answer's JSON when it is a 200 success envelope; otherwise an error that shows it. */
function successOf(method, path, status, text) {
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // why: not JSON; reported below with the status.
  }
  if (status !== 200 || json?.status !== 'success') {
    throw new Error(`${method} ${path} answered ${status} ${text.slice(0, 300)}`);
  }
  return json;
}

/** Calls /Rest/Pwa<path> (or any path) and checks the envelope; resolves the JSON. */
export async function call(baseUrl, method, path, { token, body, timeoutMs = 30_000 } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: callHeaders({ token, body }),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return successOf(method, path, response.status, await response.text());
}

/**
 * `call` on a connection of its own (node:http, one keep-alive socket): a probe stands for
 * another user, whose calls never share a socket with the downloads that the same
 * benchmark process makes (fetch's pool hands a socket an export has just used to the
 * next call). close() ends the connection.
 */
export function ownConnection() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const callOwn = (baseUrl, method, path, { token, body, timeoutMs = 30_000 } = {}) =>
    new Promise((resolve, reject) => {
      const headers = callHeaders({ token, body });
      const sent = request(`${baseUrl}${path}`, { method, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve(successOf(method, path, response.statusCode, text));
          } catch (error) {
            reject(error);
          }
        });
      });
      sent.setTimeout(timeoutMs, () => sent.destroy(new Error(`${method} ${path} timed out`)));
      sent.on('error', reject);
      sent.end(body === undefined ? undefined : JSON.stringify(body));
    });
  return { call: callOwn, close: () => agent.destroy() };
}

export const DEMO_LOGIN = {
  emailaddress: 'beheerder@delinde.nl',
  password: 'Zonnebloem-Tillift-42',
};

export async function login(baseUrl, credentials = DEMO_LOGIN) {
  const json = await call(baseUrl, 'POST', '/Rest/Pwa/auth/login', { body: credentials });
  if (!json.auth?.token) throw new Error('Login answered no token');
  return json.auth.token;
}

export async function timed(run, i) {
  const start = performance.now();
  await run(i);
  return performance.now() - start;
}

/** Runs `run` one call at a time, up to maxN calls or maxMs; the durations in ms. */
export async function sequential(run, { maxN = 200, maxMs = 10_000 } = {}) {
  const samples = [];
  const end = performance.now() + maxMs;
  for (let i = 0; i < maxN && performance.now() < end; i++) samples.push(await timed(run, i));
  return samples;
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function machine() {
  return (
    `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model?.trim() ?? '?'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`
  );
}

/**
 * Collects figures and their targets; `report()` prints them and answers how many failed.
 * A figure: { name, value, unit, max?, min?, why, note?, machineLimit? } (value null: not
 * measured = failed); `note` is printed after the verdict (the spread behind a percentile,
 * say). `machineLimit`: what this machine allows at best in this run (measured beside the
 * figure); a figure over `max` but within a limit that is itself over `max` is reported as
 * LIMIT, not missed: the target was out of reach in this run (issue 8, "Done means").
 */
export function createReport(title) {
  const figures = [];
  return {
    add(figure) {
      figures.push(figure);
      const limit = [
        figure.min !== undefined ? `>= ${figure.min}` : '',
        figure.max !== undefined ? `<= ${figure.max}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      const ok =
        figure.value !== null &&
        Number.isFinite(figure.value) &&
        (figure.min === undefined || figure.value >= figure.min) &&
        (figure.max === undefined || figure.value <= figure.max);
      const atLimit =
        !ok &&
        figure.value !== null &&
        figure.max !== undefined &&
        figure.machineLimit !== undefined &&
        figure.machineLimit > figure.max &&
        figure.value <= figure.machineLimit;
      figure.ok = figure.info ? true : ok || atLimit;
      figure.atLimit = atLimit;
      const shown = figure.value === null ? 'not measured' : figure.value.toFixed(1);
      const verdict = figure.info ? 'INFO' : ok ? 'PASS' : atLimit ? 'LIMIT' : 'FAIL';
      console.log(
        `${verdict}  ${figure.name}: ${shown} ${figure.unit}` +
          (limit && !figure.info ? ` (target ${limit} ${figure.unit})` : '') +
          (figure.note ? `; ${figure.note}` : ''),
      );
      return figure;
    },
    failed: () => figures.filter((figure) => !figure.ok).length,
    summary() {
      const failed = figures.filter((figure) => !figure.ok).length;
      const atLimit = figures.filter((figure) => figure.atLimit).length;
      const limits =
        atLimit > 0 ? ` (${atLimit} out of reach in this run, within the machine's limit)` : '';
      console.log(
        `\n${title}: ${failed === 0 ? 'all targets met' : `${failed} target(s) missed`}${limits}`,
      );
      return failed;
    },
  };
}
