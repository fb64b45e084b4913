// The api instances the suite runs against, each on 127.0.0.1 with a database of its own.
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

// why: the config is loaded by the runner and again by every worker. The runner picks the
// run's id and ports once and its workers and web servers inherit them through the
// environment, so two runs on one machine never share a port or a data folder.
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now().toString(36)}`;
// why 20 apart: each run takes its base and the 10 ports after it (PASSKEYS_SERVER_PORT).
process.env.E2E_PORT_BASE ??= String(20_000 + Math.floor(Math.random() * 1_000) * 20);

export const RUN_ID = process.env.E2E_RUN_ID;
const PORT_BASE = Number(process.env.E2E_PORT_BASE);

export const SERVERS = {
  /** The portal as `npm start` serves it: the remotes that are built. */
  main: { name: 'main', port: PORT_BASE },
  /**
   * Another supplier's branding, and a manifest that names areas whose remote cannot be
   * fetched (depot) and leaves management out, as if it were not released.
   */
  areas: { name: 'areas', port: PORT_BASE + 1 },
  /** Sessions expire after 10 idle seconds (playwright.config.ts). */
  expiry: { name: 'expiry', port: PORT_BASE + 2 },
} as const;

export type TServerName = keyof typeof SERVERS;

/**
 * The examples a partner would run elsewhere (examples/), each on an origin of its own,
 * served by support/examples-server.mjs: a partner's intranet that mounts portal areas
 * (examples/partner-intranet), and a remote built by another team that the 'areas' portal
 * hosts.
 */
export const EXAMPLES = {
  intranet: { port: PORT_BASE + 3 },
  widget: { port: PORT_BASE + 4 },
} as const;

/**
 * The port of a test's own portal (support/release-server.ts), after the examples': one
 * test at a time starts it, on a builds folder of its own.
 */
export const RELEASE_SERVER_PORT = PORT_BASE + 5;

/**
 * The port of the release command's test (tests/release/), a portal of its own on the
 * repository's builds with a RELEASES_DIR of its own.
 */
export const RELEASED_AREA_PORT = PORT_BASE + 8;

/** The port of the single sign-on test's own portal (tests/account/sso.spec.ts). */
export const SSO_SERVER_PORT = PORT_BASE + 6;

/** The port of the passkeys test's own portal (tests/account/passkeys.spec.ts). */
export const PASSKEYS_SERVER_PORT = PORT_BASE + 10;

/** The port of the mail test's own portal (tests/account/mail-over-smtp.spec.ts). */
export const MAIL_SERVER_PORT = PORT_BASE + 9;

/** The port of the request mails test's own portal (tests/backoffice/mails.spec.ts). */
export const REQUEST_MAIL_SERVER_PORT = PORT_BASE + 7;

export function exampleUrl(name: keyof typeof EXAMPLES): string {
  return `http://127.0.0.1:${EXAMPLES[name].port}`;
}

export function serverUrl(name: TServerName): string {
  return `http://127.0.0.1:${SERVERS[name].port}`;
}

/** This run's folder under e2e/.data (outbox, and PGlite when there is no DATABASE_URL). */
export const RUN_DATA_DIR = join(REPO_ROOT, 'e2e', '.data', `run-${RUN_ID}`);

export function dataDir(name: TServerName): string {
  return dataDirOf(SERVERS[name].name);
}

/** The data folder of any api start-api.mjs started as `name` (a test's own one too). */
export function dataDirOf(name: string): string {
  return join(RUN_DATA_DIR, name);
}

/** The PostgreSQL database of one server in this run (start-api.mjs uses the same name). */
export function databaseName(name: TServerName): string {
  return databaseNameOf(SERVERS[name].name);
}

export function databaseNameOf(name: string): string {
  return `portal_e2e_${RUN_ID}_${name}`.replace(/\W/g, '_').toLowerCase();
}
