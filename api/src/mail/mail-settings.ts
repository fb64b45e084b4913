// One mail configuration for the api and the admin CLI (README.md beside this file, "One
// configuration"): the api records where it sends mail and where links point when it
// starts (migrations 031, 037); the CLI uses those, field by field unless its own
// environment sets them. The SMTP password is never recorded: it lives in the environment
// both are started with (SMTP_PASSWORD, or inside SMTP_URL).
import type { TConfig } from '../config.js';
import type { TQueryable } from '../db/database.js';

export type TMailSettings = Pick<TConfig, 'smtpUrl' | 'publicUrl' | 'outboxDir'>;

/** `smtpUrl` with `password` put in (SMTP_PASSWORD); unchanged when there is none. */
export function withSmtpPassword(smtpUrl: string, password: string | null | undefined): string {
  if (!password) return smtpUrl;
  const url = new URL(smtpUrl);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** The SMTP URL as it may be stored and shown: without its password, and whether it had one. */
export function withoutSmtpPassword(smtpUrl: string): { url: string; hadPassword: boolean } {
  const url = new URL(smtpUrl);
  const hadPassword = url.password !== '';
  url.password = '';
  return { url: url.toString(), hadPassword };
}

/** Records the running api's mail settings for the admin CLI, without the SMTP password. */
export async function recordMailSettings(db: TQueryable, config: TMailSettings): Promise<void> {
  const smtp = config.smtpUrl ? withoutSmtpPassword(config.smtpUrl) : null;
  await db.query(
    `INSERT INTO mail_settings (id, smtp_url, smtp_password_required, public_url, outbox_dir, updated_at)
     VALUES (true, $1, $2, $3, $4, now())
     ON CONFLICT (id) DO UPDATE SET smtp_url = $1, smtp_password_required = $2, public_url = $3,
       outbox_dir = $4, updated_at = now()`,
    [smtp?.url ?? null, smtp?.hadPassword ?? false, config.publicUrl, config.outboxDir],
  );
}

export type TSettingsSource = 'environment' | 'server' | 'defaults';

export type TCliMailSettings = {
  settings: TMailSettings;
  /** Where the SMTP settings (and the outbox) came from. */
  source: TSettingsSource;
  /** Where PUBLIC_URL came from. */
  linkSource: TSettingsSource;
  /**
   * The portal's mail server asks for a password that this command's environment does not
   * hold (SMTP_PASSWORD): it cannot send.
   */
  passwordMissing: boolean;
};

/**
 * The settings the CLI sends with, each from its own environment where set (SMTP_URL with
 * SMTP_PASSWORD, PUBLIC_URL), else the api's recorded ones, else its own defaults.
 */
export async function cliMailSettings(
  db: TQueryable,
  config: TMailSettings,
  env: NodeJS.ProcessEnv = process.env,
): Promise<TCliMailSettings> {
  const ownSmtp = Boolean(env.SMTP_URL?.trim());
  const ownLinks = Boolean(env.PUBLIC_URL?.trim());
  const [row] = await db.query<{
    smtpUrl: string | null;
    passwordRequired: boolean;
    publicUrl: string;
    outboxDir: string;
  }>(
    `SELECT smtp_url AS "smtpUrl", smtp_password_required AS "passwordRequired",
       public_url AS "publicUrl", outbox_dir AS "outboxDir"
     FROM mail_settings WHERE id`,
  );
  const fallback: TSettingsSource = row ? 'server' : 'defaults';
  const publicUrl = ownLinks || !row ? config.publicUrl : row.publicUrl;
  const linkSource: TSettingsSource = ownLinks ? 'environment' : fallback;
  if (ownSmtp || !row) {
    const source: TSettingsSource = ownSmtp ? 'environment' : fallback;
    return {
      settings: { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, publicUrl },
      source,
      linkSource,
      passwordMissing: false,
    };
  }
  const password = env.SMTP_PASSWORD?.trim() ? env.SMTP_PASSWORD : null;
  const smtpUrl = row.smtpUrl ? withSmtpPassword(row.smtpUrl, password) : null;
  return {
    settings: { smtpUrl, outboxDir: row.outboxDir, publicUrl },
    source: 'server',
    linkSource,
    passwordMissing: Boolean(row.smtpUrl && row.passwordRequired && !password),
  };
}

/** 'SMTP mail.example.nl:587', without the credentials of the URL. */
export function smtpLabel(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}
