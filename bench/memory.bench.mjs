// Memory of a portal on PGlite (issue 8 item 6): the api process and its database process,
// each and together, from the first start on an empty folder (migrations and demo data)
// to idle, and after a restart. Sampled every 50 ms, so short peaks count too. Prints
// each figure beside its target; exits 1 when one is missed. See bench/README.md.
import { createReport, machine } from './lib/measure.mjs';
import { assertBuilt, startPortal } from './lib/portal-server.mjs';

const TARGETS = { firstStartPeakMb: 400, idleMb: 250 };
/** How long the portal rests before "idle" is read (timers, maintenance, GC). */
const IDLE_WAIT_MS = 15_000;

const mb = (value) => (value ?? 0).toFixed(0);

async function idle(server) {
  await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
  return server.memory();
}

async function main() {
  assertBuilt();
  console.log(`memory benchmark: ${machine()}, PGlite`);
  const report = createReport('memory');
  const first = await startPortal();
  let restarted = null;
  try {
    const peak = first.peakSumMb();
    const started = first.memory();
    console.log(
      `first start: ${first.startMs} ms; peak api ${mb(started.api?.peakMb)} MB, ` +
        `database ${mb(started.db?.peakMb)} MB (each its own high-water mark)`,
    );
    const rest = await idle(first);
    console.log(
      `idle after ${IDLE_WAIT_MS / 1000} s: api ${mb(rest.api?.rssMb)} MB + ` +
        `database ${mb(rest.db?.rssMb)} MB`,
    );
    report.add({
      name: 'first start with demo data, peak RSS of all portal processes (sampled together)',
      value: Math.max(peak, first.peakSumMb()),
      unit: 'MB',
      max: TARGETS.firstStartPeakMb,
    });
    report.add({
      name: 'idle after the first start, RSS of all portal processes',
      value: rest.sumMb,
      unit: 'MB',
      max: TARGETS.idleMb,
    });
    await first.stop({ keepData: true });
    restarted = await startPortal({ dataDir: first.dataDir });
    const again = await idle(restarted);
    console.log(
      `restart on the same data: ${restarted.startMs} ms; idle api ${mb(again.api?.rssMb)} MB + ` +
        `database ${mb(again.db?.rssMb)} MB`,
    );
    report.add({
      name: 'idle after a restart, RSS of all portal processes',
      value: again.sumMb,
      unit: 'MB',
      max: TARGETS.idleMb,
    });
  } finally {
    await restarted?.stop();
    await first.stop();
  }
  return report.summary();
}

process.exitCode = (await main()) === 0 ? 0 : 1;
