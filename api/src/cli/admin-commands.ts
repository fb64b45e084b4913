// The admin CLI's commands for supplier staff: organisations, invitations, permissions,
// users, the outbox and the demo data. Each returns the lines to print.
import { ZPermissions, type TPermissions } from '@portal/shared/contract';
import type { TConfig } from '../config.js';
import type { TDatabase } from '../db/database.js';
import { mailBrand, registerMail } from '../mail/account-mails.js';
import { readSupplier } from '../files/supplier-profile.js';
import type { TMail, TMailer } from '../mail/mailer.js';
import type { TSettingsSource } from '../mail/mail-settings.js';
import { readOutbox } from '../mail/outbox-reader.js';
import { createAccountToken, useAccountTokens } from '../repositories/account-tokens-repository.js';
import {
  createUser,
  findUserByLogin,
  listUsers,
  replacePermissions,
} from '../repositories/users-repository.js';
import { accountLink } from '../routes/auth/account-token-calls.js';
import { isDatabaseEmpty, resetDemo, seedDemo } from '../seed/demo-seed.js';

export class UsageError extends Error {}

/** A mail that could not be sent: one line for the console, no stack. */
export class MailNotSent extends Error {}

export type TOptions = Record<string, string | boolean | undefined>;

export type TCommandContext = {
  db: TDatabase;
  config: TConfig;
  mailer: TMailer;
  /** Where the SMTP settings came from (mail/mail-settings.ts). */
  mailSource?: TSettingsSource;
  /** Where PUBLIC_URL came from; mailSource's when not given. */
  linkSource?: TSettingsSource;
  options: TOptions;
};

const SOURCE_LABEL: Record<TSettingsSource, string> = {
  environment: 'this shell',
  server: 'the running portal',
  defaults: 'the defaults: no portal has started on this database yet',
};

/** Which way the CLI's mails go and where their links point, as it prints them. */
export function mailRoute({ mailer, config, mailSource, linkSource }: TCommandContext): string {
  const where = config.smtpUrl ? mailer.destination : `.eml files in ${mailer.destination}`;
  const mailFrom = SOURCE_LABEL[mailSource ?? 'environment'];
  const linksFrom = SOURCE_LABEL[linkSource ?? mailSource ?? 'environment'];
  return mailFrom === linksFrom
    ? `Mail: ${where}, links to ${config.publicUrl} (settings of ${mailFrom})`
    : `Mail: ${where} (settings of ${mailFrom}), links to ${config.publicUrl} (settings of ${linksFrom})`;
}

export function brandOf(config: TConfig) {
  return mailBrand(readSupplier(config), config.publicUrl);
}

/** Sends `mail`; a failure becomes one line that says what to do (MailNotSent). */
export async function sendOrExplain(
  context: TCommandContext,
  mail: TMail,
  email: string,
): Promise<void> {
  try {
    await context.mailer.send(mail, context.db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MailNotSent(
      `The invitation mail to ${email} could not be sent (${context.mailer.destination}: ${reason}). ` +
        `The account is kept as invited; once mail works run: pnpm admin invite --resend --email ${email}`,
    );
  }
}

export function required(options: TOptions, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new UsageError(`--${name} is required`);
  return value.trim();
}

function parsePermissions(text: string): TPermissions {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`--permissions is not valid JSON: ${text}`);
  }
  const parsed = ZPermissions.safeParse(json);
  if (!parsed.success) {
    throw new UsageError(
      '--permissions must map route prefixes to levels 0-9, e.g. {"*":2} or {"/rentals":1}',
    );
  }
  return parsed.data;
}

export async function findOrganisation(
  db: TDatabase,
  ref: string,
): Promise<{ id: number; name: string }> {
  const rows = /^\d+$/.test(ref)
    ? await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM organisations WHERE id = $1',
        [Number(ref)],
      )
    : await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM organisations WHERE lower(name) = lower($1)',
        [ref],
      );
  const organisation = rows[0];
  if (!organisation) throw new UsageError(`No organisation ${ref} (see list-users for names)`);
  return organisation;
}

export async function createOrg({ db, options }: TCommandContext): Promise<string[]> {
  const name = required(options, 'name');
  const existing = await db.query('SELECT id FROM organisations WHERE lower(name) = lower($1)', [
    name,
  ]);
  if (existing.length > 0) throw new UsageError(`Organisation "${name}" already exists`);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO organisations (name) VALUES ($1) RETURNING id',
    [name],
  );
  return [`Organisation created: id ${row?.id}, "${name}"`];
}

/** A new register link for an account that was invited and has not registered yet. */
async function resendInvite(context: TCommandContext): Promise<string[]> {
  const { db, config } = context;
  const email = required(context.options, 'email');
  const user = await findUserByLogin(db, email);
  if (!user) throw new UsageError(`No account for ${email}`);
  if (user.passwordHash !== null)
    throw new UsageError(`${email} has registered already (a forgotten password: forgot)`);
  const link = await db.transaction(async (tx) => {
    // why: one valid invitation at a time; the link mailed before stops working.
    await useAccountTokens(tx, user.id);
    const token = await createAccountToken(tx, user.id, 'register');
    return accountLink(config.publicUrl, 'register', token);
  });
  await sendOrExplain(
    context,
    await registerMail(brandOf(context.config), user.email, user.fullName, link),
    email,
  );
  return [
    `Invitation sent again to ${user.fullName} <${user.email}> (the earlier link no longer works)`,
    `Register link (valid 7 days): ${link}`,
    mailRoute(context),
  ];
}

export async function invite(context: TCommandContext): Promise<string[]> {
  if (context.options.resend) return resendInvite(context);
  const { db, config, options } = context;
  const organisation = await findOrganisation(db, required(options, 'org'));
  const email = required(options, 'email');
  const fullName = required(options, 'name');
  const permissions = parsePermissions(
    typeof options.permissions === 'string' ? options.permissions : '{"*":1}',
  );
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError(`Not an e-mail address: ${email}`);
  const existing = await findUserByLogin(db, email);
  if (existing) {
    throw new UsageError(
      existing.passwordHash !== null
        ? `An account for ${email} already exists`
        : `${email} was invited already; a new link: pnpm admin invite --resend --email ${email}`,
    );
  }
  const roles = options.management ? ['customer', 'management'] : ['customer'];
  const link = await db.transaction(async (tx) => {
    const userId = await createUser(tx, {
      organisationId: organisation.id,
      email,
      fullName,
      username: typeof options.username === 'string' ? options.username.trim() : null,
      roles,
      permissions,
    });
    const token = await createAccountToken(tx, userId, 'register');
    return accountLink(config.publicUrl, 'register', token);
  });
  await sendOrExplain(context, await registerMail(brandOf(config), email, fullName, link), email);
  return [
    `Invited ${fullName} <${email}> to ${organisation.name} (roles ${roles.join(', ')}, permissions ${JSON.stringify(permissions)})`,
    `Register link (valid 7 days): ${link}`,
    mailRoute(context),
  ];
}

export async function setPermissions({ db, options }: TCommandContext): Promise<string[]> {
  const email = required(options, 'email');
  const permissions = parsePermissions(required(options, 'permissions'));
  const user = await findUserByLogin(db, email);
  if (!user) throw new UsageError(`No account for ${email}`);
  await db.transaction((tx) => replacePermissions(tx, user.id, permissions));
  return [
    `Permissions of ${user.email} set to ${JSON.stringify(permissions)} (takes effect on the next call)`,
  ];
}

export async function listUsersCommand({ db }: TCommandContext): Promise<string[]> {
  const users = await listUsers(db);
  if (users.length === 0) return ['No users.'];
  const rows = users.map((u) => [
    String(u.id),
    u.email,
    u.fullName,
    u.organisation,
    u.roles.join(','),
    u.isActive ? (u.isRegistered ? 'active' : 'invited') : 'inactive',
  ]);
  return table(['id', 'email', 'name', 'organisation', 'roles', 'state'], rows);
}

export function outboxCommand(config: TConfig): string[] {
  const mails = readOutbox(config.outboxDir);
  if (mails.length === 0) return [`No mails in ${config.outboxDir}`];
  return [
    `Outbox ${config.outboxDir}:`,
    ...table(
      ['file', 'to', 'subject', 'link'],
      mails.map((mail) => [mail.file, mail.to, mail.subject, mail.link ?? '']),
    ),
  ];
}

export async function resetDemoCommand({ db, config }: TCommandContext): Promise<string[]> {
  await resetDemo(db, config);
  return ['All data deleted and the demo data loaded again.'];
}

export async function seedCommand({ db, config }: TCommandContext): Promise<string[]> {
  if (!(await isDatabaseEmpty(db)))
    return ['The database already has data; nothing seeded (use reset-demo).'];
  if (!(await seedDemo(db, config))) return ['Another process loaded the demo data meanwhile.'];
  return ['Demo data loaded.'];
}

function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}
