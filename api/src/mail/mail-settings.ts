// One mail configuration for the api and the admin CLI (README.md beside this file, "One
// configuration"): the api records where it sends mail and where links point when it
// starts (migration 031); the CLI uses those, unless its own environment sets them.
import type { TConfig } from '../config.js';
import type { TQueryable } from '../db/database.js';

export type TMailSettings = Pick<TConfig, 'smtpUrl' | 'publicUrl' | 'outboxDir'>;

/** Records the running api's mail settings for the admin CLI. */
export async function recordMailSettings(db: TQueryable, config: TMailSettings): Promise<void> {
  await db.query(
    `INSERT INTO mail_settings (id, smtp_url, public_url, outbox_dir, updated_at)
     VALUES (true, $1, $2, $3, now())
     ON CONFLICT (id) DO UPDATE SET smtp_url = $1, public_url = $2, outbox_dir = $3,
       updated_at = now()`,
    [config.smtpUrl, config.publicUrl, config.outboxDir],
  );
}

export type TSettingsSource = 'environment' | 'server' | 'defaults';

/**
 * The settings the CLI sends with: its environment's SMTP_URL and PUBLIC_URL where set,
 * else the api's recorded ones, else its own defaults; and where they came from.
 */
export async function cliMailSettings(
  db: TQueryable,
  config: TMailSettings,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ settings: TMailSettings; source: TSettingsSource }> {
  const own = Boolean(env.SMTP_URL?.trim() || env.PUBLIC_URL?.trim());
  if (own) return { settings: config, source: 'environment' };
  const [row] = await db.query<{ smtpUrl: string | null; publicUrl: string; outboxDir: string }>(
    `SELECT smtp_url AS "smtpUrl", public_url AS "publicUrl", outbox_dir AS "outboxDir"
     FROM mail_settings WHERE id`,
  );
  if (!row) return { settings: config, source: 'defaults' };
  return { settings: row, source: 'server' };
}

/** 'SMTP mail.example.nl:587', without the credentials of the URL. */
export function smtpLabel(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}
