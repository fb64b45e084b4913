// Runtime configuration of the api, read once from the environment (see README).
import { dirname, join, resolve } from 'node:path';
import { SESSION_CACHE_MS } from './auth/session-cache.js';
import { DEFAULT_BODY_GRACE_MS, MIN_BODY_BYTES_PER_SECOND } from './plugins/body-timeout.js';
import { ANSWER_DEADLINES } from './plugins/answer-deadline.js';
import { withSmtpPassword } from './mail/mail-settings.js';
import { REPO_ROOT } from './package-paths.js';
import { accessLogRetentionYears } from './access-log/access-log-retention.js';
import { LIVE_KEEP_ALIVE_MS } from '@portal/shared/contract';

export type TConfig = {
  host: string;
  port: number;
  /** Base of the PGlite folder (`db/`) and the outbox (`outbox/`). */
  dataDir: string;
  /** PostgreSQL connection string; null uses PGlite in `dataDir/db`. */
  databaseUrl: string | null;
  /**
   * SMTP connection string, SMTP_PASSWORD put in when set; null writes mails as .eml files
   * into `outboxDir`. Held in memory only (mail/mail-settings.ts records it without the password).
   */
  smtpUrl: string | null;
  outboxDir: string;
  /** Origin the links in mails point at, without a trailing slash. */
  publicUrl: string;
  sessionIdleSeconds: number;
  /** Absolute lifetime of a session, however much it is used. */
  sessionMaxSeconds: number;
  /**
   * How long a looked-up session is reused (ms, 0: never); a right taken or an account
   * blocked through the admin CLI counts for the api within this time.
   */
  sessionCacheMs: number;
  /** A refused login answers no sooner than this (milliseconds); see auth/sign-in-throttle. */
  loginAnswerFloorMs: number;
  /**
   * How long any request body may take before its size counts (ms; plugins/body-timeout.ts):
   * a body slower than that plus 1 s per 8 KB answers 408. Lower only in tests.
   */
  bodyGraceMs: number;
  /** The slowest rate a body may arrive at once its grace period is over (bytes/s). Raise only in tests. */
  bodyMinBytesPerSecond: number;
  /**
   * How long an answer may wait for its client before its size counts, the slowest rate it
   * must be read at after that, and the longest the client may take not a byte of it (ms,
   * bytes/s, ms; plugins/answer-deadline.ts ANSWER_DEADLINES). Lower only in tests.
   */
  answerGraceMs: number;
  answerMinBytesPerSecond: number;
  answerIdleWriteMs: number;
  /** How often a live event stream sends its keep-alive comment (ms; api/src/live/). Lower only in tests. */
  liveKeepAliveMs: number;
  /** Multiplies the per-address limits of the sign-in calls (tests sign in very often). */
  signInLimitFactor: number;
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client address (throttling). */
  trustProxy: boolean | string;
  /** The file served as /config.json; its folder is served as /branding/. */
  portalConfigPath: string;
  /** A JSON file served as /remotes.json instead of the scanned remote builds. */
  remotesManifestPath: string | null;
  /** Folder holding `shell/dist` and `mf-<name>/dist`. */
  buildsRoot: string;
  /**
   * Folder of the released area versions and their active pointers (RELEASES_DIR,
   * README.md "Releasing one area"); every api process of one portal names the same one.
   */
  releasesDir: string;
  /**
   * Origins of pages that embed portal areas (a partner's Module Federation host): the
   * calls answer them with CORS headers. None by default.
   */
  allowedEmbedOrigins: string[];
  /** scrypt cost (power of two); lower only in tests. */
  scryptCost: number;
  /** Whether answers are checked against the call's response schema (tests). */
  checkResponses: boolean;
  /** Load the demo data into an empty database at start-up (SEED_DEMO; off in production). */
  seedDemo: boolean;
  /**
   * After SIGTERM: how long the process keeps serving while /readyz answers 503, so the
   * load balancer's health check takes it out before it stops listening (SHUTDOWN_DRAIN_SECONDS).
   */
  shutdownDrainMs: number;
  /** After that: how long requests in flight (an Excel download) may take to finish. */
  shutdownGraceMs: number;
  /** Port of the Prometheus /metrics endpoint; null: no metrics (METRICS_PORT). */
  metricsPort: number | null;
  metricsHost: string;
  /** How often expired sessions, tokens, idempotency keys and counters are removed; 0: never. */
  housekeepingIntervalMs: number;
  /**
   * How often the api looks for request mails due (MAIL_SEND_INTERVAL_SECONDS, 5 by default;
   * a move in this process wakes it at once); 0: this process sends none (mail/README.md).
   */
  mailSendIntervalMs: number;
  /** Years the access log keeps an entry (ACCESS_LOG_RETENTION_YEARS; 5 or more). */
  accessLogRetentionYears: number;
  /**
   * SSO_SECRET_KEY: 32 bytes (base64 or 64 hex digits) that encrypt the OpenID Connect
   * client secrets at rest (auth/sso/secret-box.ts); null: no provider can be linked or used.
   */
  ssoSecretKey: string | null;
  /**
   * PASSKEY_RP_ID: the WebAuthn relying party's id, a domain (null: PUBLIC_URL's host). A
   * passkey is bound to it: changing it makes every passkey stop working.
   */
  passkeyRpId: string | null;
  /** PASSKEY_ORIGINS: the origins passkeys are used from (empty: PUBLIC_URL's origin). */
  passkeyOrigins: string[];
};

export const DEFAULT_SCRYPT_COST = 2 ** 15;

/** Above the time one scrypt hash at DEFAULT_SCRYPT_COST takes on a busy small server. */
export const DEFAULT_LOGIN_ANSWER_FLOOR_MS = 500;

/** TRUST_PROXY: unset or 'false' trusts no proxy; 'true' any; else the proxies' addresses. */
function trustProxy(value: string | undefined): boolean | string {
  const text = nonEmpty(value);
  if (text === null || text === 'false') return false;
  return text === 'true' ? true : text;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer`);
  return parsed;
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be 0 or more`);
  return parsed;
}

/** Seconds may be fractional (tests drain for half a second). */
function nonNegativeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be 0 or more`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`${name} must be true or false`);
}

/** ALLOWED_EMBED_ORIGINS: origins separated by commas or spaces, each `scheme://host[:port]`. */
export function embedOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(`ALLOWED_EMBED_ORIGINS: ${origin} is not an origin (https://host[:port])`);
    }
  }
  return origins;
}

/** PASSKEY_ORIGINS: as ALLOWED_EMBED_ORIGINS, comma- or space-separated origins. */
function passkeyOrigins(value: string | undefined): string[] {
  try {
    return embedOrigins(value);
  } catch {
    throw new Error(
      'PASSKEY_ORIGINS: origins such as https://portaal.leverancier.nl, comma-separated',
    );
  }
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** SMTP_URL, with SMTP_PASSWORD as its password when that is set (a secret kept out of the URL). */
function smtpUrlOf(env: NodeJS.ProcessEnv): string | null {
  const url = nonEmpty(env.SMTP_URL);
  if (url === null) return null;
  try {
    // why: not trimmed: a password may hold any character.
    return withSmtpPassword(url, env.SMTP_PASSWORD || null);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user@mail.example.nl:587');
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const port = positiveInt(env.PORT, 8080, 'PORT');
  const dataDir = resolve(nonEmpty(env.DATA_DIR) ?? join(REPO_ROOT, 'data'));
  const portalConfig = nonEmpty(env.PORTAL_CONFIG);
  const remotesManifest = nonEmpty(env.REMOTES_MANIFEST);
  const buildsRoot = nonEmpty(env.BUILDS_ROOT);
  const host = nonEmpty(env.HOST) ?? '0.0.0.0';
  const metricsPort = nonNegativeInt(env.METRICS_PORT, 0, 'METRICS_PORT');
  return {
    host,
    port,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: smtpUrlOf(env),
    outboxDir: join(dataDir, 'outbox'),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionIdleSeconds: positiveInt(env.SESSION_IDLE_SECONDS, 30 * 60, 'SESSION_IDLE_SECONDS'),
    sessionMaxSeconds: positiveInt(env.SESSION_MAX_SECONDS, 12 * 60 * 60, 'SESSION_MAX_SECONDS'),
    sessionCacheMs: nonNegativeInt(env.SESSION_CACHE_MS, SESSION_CACHE_MS, 'SESSION_CACHE_MS'),
    loginAnswerFloorMs: DEFAULT_LOGIN_ANSWER_FLOOR_MS,
    bodyGraceMs: DEFAULT_BODY_GRACE_MS,
    bodyMinBytesPerSecond: MIN_BODY_BYTES_PER_SECOND,
    answerGraceMs: ANSWER_DEADLINES.graceMs,
    answerMinBytesPerSecond: ANSWER_DEADLINES.minBytesPerSecond,
    answerIdleWriteMs: ANSWER_DEADLINES.idleWriteMs,
    liveKeepAliveMs: LIVE_KEEP_ALIVE_MS,
    trustProxy: trustProxy(env.TRUST_PROXY),
    signInLimitFactor: positiveInt(env.SIGN_IN_LIMIT_FACTOR, 1, 'SIGN_IN_LIMIT_FACTOR'),
    portalConfigPath: portalConfig
      ? resolve(portalConfig)
      : join(REPO_ROOT, 'config', 'portal.json'),
    remotesManifestPath: remotesManifest ? resolve(remotesManifest) : null,
    buildsRoot: buildsRoot ? resolve(buildsRoot) : REPO_ROOT,
    releasesDir: resolve(nonEmpty(env.RELEASES_DIR) ?? join(REPO_ROOT, 'releases')),
    allowedEmbedOrigins: embedOrigins(env.ALLOWED_EMBED_ORIGINS),
    scryptCost: DEFAULT_SCRYPT_COST,
    checkResponses: false,
    seedDemo: flag(env.SEED_DEMO, true, 'SEED_DEMO'),
    shutdownDrainMs:
      1000 * nonNegativeNumber(env.SHUTDOWN_DRAIN_SECONDS, 0, 'SHUTDOWN_DRAIN_SECONDS'),
    shutdownGraceMs:
      1000 * nonNegativeNumber(env.SHUTDOWN_GRACE_SECONDS, 30, 'SHUTDOWN_GRACE_SECONDS'),
    metricsPort: metricsPort === 0 ? null : metricsPort,
    metricsHost: nonEmpty(env.METRICS_HOST) ?? host,
    housekeepingIntervalMs:
      1000 *
      nonNegativeNumber(env.HOUSEKEEPING_INTERVAL_SECONDS, 600, 'HOUSEKEEPING_INTERVAL_SECONDS'),
    mailSendIntervalMs:
      1000 * nonNegativeNumber(env.MAIL_SEND_INTERVAL_SECONDS, 5, 'MAIL_SEND_INTERVAL_SECONDS'),
    accessLogRetentionYears: accessLogRetentionYears(env.ACCESS_LOG_RETENTION_YEARS),
    ssoSecretKey: nonEmpty(env.SSO_SECRET_KEY),
    passkeyRpId: nonEmpty(env.PASSKEY_RP_ID)?.toLowerCase() ?? null,
    passkeyOrigins: passkeyOrigins(env.PASSKEY_ORIGINS),
  };
}

/** The folder served as /branding/. */
export function brandingDir(config: TConfig): string {
  return dirname(config.portalConfigPath);
}
