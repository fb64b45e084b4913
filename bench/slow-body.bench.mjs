// Slow bodies (issue 24 finding 2): one account keeps connections open that send a list or
// Excel body at one byte per 3 s (each cut off by the body time-out after ~10 s and opened
// again at once), more than the list and export lanes have slots, while another
// organisation's user opens her list and downloads her Excel. Her p99 with the slow
// connections against her p99 without them: the target is 3x at most. On PGlite, with the
// demo data, on the built portal. bench/README.md "slow-body.bench.mjs".
// Options: --connections=<n> slow connections (default 12: 8 lists, 4 downloads).
import { connect } from 'node:net';
import { parseArgs } from 'node:util';
import {
  call,
  createReport,
  DEMO_LOGIN,
  login,
  machine,
  percentile,
  timed,
} from './lib/measure.mjs';
import { assertBuilt, startPortal } from './lib/portal-server.mjs';

const { values: options } = parseArgs({
  options: { connections: { type: 'string', default: '12' } },
  strict: false,
});
const CONNECTIONS = Number(options.connections);
const TARGET_FACTOR = 3;
const MEASURE_MS = 25_000;
const BYTE_EVERY_MS = 3_000;

const ANNA = { emailaddress: 'beheerder@delinde.nl' };
const CARLA = { emailaddress: 'beheerder@thuiszorgoost.nl' };
const LIST = {
  path: '/Rest/Pwa/customer/rentals/cases',
  body: { tabType: 'active', filters: { limitOffset: 1, limitRows: 10 } },
};
const EXCEL = {
  path: '/Rest/Pwa/customer/rentals/cases/excel',
  body: { tabType: 'active', filters: {} },
};

/** One connection that keeps sending `target`'s body one byte per BYTE_EVERY_MS; reopens. */
function slowConnection(baseUrl, token, target, stats) {
  const { hostname, port } = new URL(baseUrl);
  const body = JSON.stringify(target.body);
  let socket;
  let timer;
  let stopped = false;
  const open = () => {
    if (stopped) return;
    socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      const status = /^HTTP\/1\.1 (\d+)/.exec(String(chunk))?.[1];
      if (status) stats[status] = (stats[status] ?? 0) + 1;
    });
    socket.on('close', () => {
      clearInterval(timer);
      open();
    });
    socket.write(
      `POST ${target.path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Auth-Token: ${token}\r\n\r\n`,
    );
    let sent = 0;
    timer = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++]);
    }, BYTE_EVERY_MS);
  };
  open();
  return () => {
    stopped = true;
    clearInterval(timer);
    socket?.destroy();
  };
}

async function download(baseUrl, token) {
  const response = await fetch(`${baseUrl}${EXCEL.path}`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(EXCEL.body),
    signal: AbortSignal.timeout(60_000),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200 || bytes < 1_000) {
    throw new Error(`Excel answered ${response.status} (${bytes} bytes)`);
  }
}

/**
 * Her list calls (one every 50 ms) and a download after every tenth, one at a time, for
 * MEASURE_MS (long enough that the slow connections are cut off and open again meanwhile);
 * their durations.
 */
async function measureOther(baseUrl, token) {
  const list = [];
  const excel = [];
  const end = performance.now() + MEASURE_MS;
  for (let i = 0; performance.now() < end; i++) {
    list.push(await timed(() => call(baseUrl, 'POST', LIST.path, { token, body: LIST.body })));
    if (i % 10 === 0) excel.push(await timed(() => download(baseUrl, token)));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { list, excel };
}

async function main() {
  assertBuilt();
  console.log(`slow-body benchmark: ${machine()}; ${CONNECTIONS} slow connections`);
  const report = createReport('slow bodies');
  const server = await startPortal();
  const stops = [];
  try {
    const { password } = DEMO_LOGIN;
    const anna = await login(server.baseUrl, { ...ANNA, password });
    const carla = await login(server.baseUrl, { ...CARLA, password });
    for (let i = 0; i < 10; i++)
      await call(server.baseUrl, 'POST', LIST.path, { token: carla, body: LIST.body });
    await download(server.baseUrl, carla);

    const idle = await measureOther(server.baseUrl, carla);
    const stats = {};
    for (let i = 0; i < CONNECTIONS; i++) {
      stops.push(slowConnection(server.baseUrl, anna, i % 3 === 2 ? EXCEL : LIST, stats));
    }
    // why: the slow connections are all open and sending before the measuring starts.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const busy = await measureOther(server.baseUrl, carla);
    for (const stop of stops.splice(0)) stop();

    const answered = Object.entries(stats)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    for (const [name, idleSamples, busySamples] of [
      ['list', idle.list, busy.list],
      ['Excel', idle.excel, busy.excel],
    ]) {
      const idleP99 = percentile(idleSamples, 99);
      report.add({
        name: `other organisation's ${name} p99 with ${CONNECTIONS} slow bodies of one account`,
        value: percentile(busySamples, 99),
        unit: 'ms',
        max: Math.max(1, Math.floor(idleP99 * TARGET_FACTOR * 10) / 10),
        note:
          `idle p99 ${idleP99.toFixed(1)} ms, p50 ${percentile(idleSamples, 50).toFixed(1)} -> ` +
          `${percentile(busySamples, 50).toFixed(1)} ms; slow connections answered: ${answered || 'none yet'}`,
      });
    }
  } finally {
    for (const stop of stops) stop();
    await server.stop();
  }
  return report.summary();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => process.exit(130));
}
process.exitCode = (await main()) === 0 ? 0 : 1;
