// Starts the portal: reads the environment, opens and migrates the database, loads the
// demo data into an empty one, and serves the api, the shell and the remotes.
import { buildApp } from './app.js';
import { readConfig, type TConfig } from './config.js';
import type { TDatabase } from './db/database.js';
import { DatabaseLockedError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { openDatabase, pgliteDir } from './db/open-database.js';
import { createMailer } from './mail/mailer.js';
import { recordMailSettings } from './mail/mail-settings.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF, DEMO_SUPPLIER } from './seed/demo-accounts.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo-seed.js';
import { builtAdminCli, seedInChild } from './seed/seed-in-child.js';
import { startMetricsServer } from './service/metrics-server.js';
import { tightenTree } from './service/private-files.js';
import { stopOnSignals } from './service/shutdown.js';

/**
 * The demo accounts with their password, for the person who typed `npm start`. why: only
 * on a terminal; a log collected by a service manager never holds a password or an
 * e-mail address (api/src/service/README.md "Request log").
 */
function printAccounts(): void {
  if (!process.stdout.isTTY) return;
  const rows = [
    ...DEMO_ACCOUNTS.map((account) => [account.email, account.fullName, account.organisation]),
    ...DEMO_STAFF.map((staff) => [staff.email, staff.fullName, `${DEMO_SUPPLIER} (backoffice)`]),
  ];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  console.log(`\nDemo accounts, each with password ${DEMO_PASSWORD}:`);
  for (const [email = '', name = '', organisation = ''] of rows) {
    console.log(
      `  ${email.padEnd(widths[0] ?? 0)}  ${name.padEnd(widths[1] ?? 0)}  ${organisation}`,
    );
  }
}

async function open(config: TConfig): Promise<TDatabase> {
  try {
    return await openDatabase(config, {
      onUnexpectedExit: (reason) => {
        // why: without its database the portal can only fail every call; stop loudly.
        console.error(
          `The database process stopped unexpectedly (${reason}); the portal stops. ` +
            'Start it again with npm start.',
        );
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(
        `The database in ${pgliteDir(config)} is in use by process ${error.ownerPid}. ` +
          'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  // why: DATA_DIR holds the database and the outbox; a folder made before they were kept
  // private (or copied in) is tightened before anything reads it (service/private-files.ts).
  tightenTree(config.dataDir);
  let db = await open(config);
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
  const seeded = config.seedDemo && (await isDatabaseEmpty(db));
  if (seeded) {
    console.log('Empty database: loading the demo data ...');
    const adminCli = builtAdminCli();
    if (adminCli) {
      // why: loading in a process of its own leaves none of its memory in the server's;
      // on PGlite that process also runs its own database process, whose WebAssembly
      // memory grows with the load and never shrinks (bench/memory.bench.mjs).
      await db.close();
      await seedInChild(adminCli);
      db = await open(config);
    } else {
      await seedDemo(db, config);
      if (db.kind === 'pglite') {
        // why: run from source there is no built CLI; a fresh database process on the
        // loaded data still idles ~40 MB lower than the one that loaded it.
        await db.close();
        db = await open(config);
      }
    }
  }

  const mailer = createMailer(config);
  // why: the admin CLI sends its invitations the way this api sends mail (mail-settings.ts).
  await recordMailSettings(db, config);
  const app = await buildApp({
    config,
    db,
    mailer,
    ownsDatabase: true,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  const metricsServer = config.metricsPort
    ? await startMetricsServer(config.metricsHost, config.metricsPort)
    : null;
  stopOnSignals(app, { drainMs: config.shutdownDrainMs, graceMs: config.shutdownGraceMs }, () =>
    metricsServer ? metricsServer.close() : Promise.resolve(),
  );
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(
      `Port ${config.port} is already in use (another portal or program). ` +
        'Stop it, or start with another port: PORT=8081 npm start',
    );
    await app.close();
    process.exit(1);
  }

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\nCustomer portal on http://${shown}:${config.port}/  (api: /Rest/Pwa)`);
  console.log(
    `Database: ${db.kind === 'pglite' ? `PGlite in ${pgliteDir(config)}` : 'PostgreSQL (DATABASE_URL)'}` +
      (seeded ? ', demo data loaded' : ''),
  );
  console.log(
    `Mail: ${config.smtpUrl ? mailer.destination : `written as .eml files to ${mailer.destination}`}`,
  );
  if (metricsServer)
    console.log(`Metrics on http://${config.metricsHost}:${metricsServer.port}/metrics`);
  if (config.seedDemo) printAccounts();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
