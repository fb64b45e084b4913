import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../config.js';
import { readMigrations } from '../db/migrate.js';
import { createMailer, mailSender } from '../mail/mailer.js';
import { cliMailSettings, recordMailSettings, withSmtpPassword } from '../mail/mail-settings.js';
import { notPrivate } from '../testing/file-modes.js';
import { createTestContext, type TTestContext } from '../testing/test-context.js';
import {
  createOrg,
  invite,
  listUsersCommand,
  MailNotSent,
  mailRoute,
  outboxCommand,
  setPermissions,
  UsageError,
  type TOptions,
} from './admin-commands.js';

let t: TTestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const run = (command: typeof invite, options: TOptions) =>
  command({ db: t.db, config: t.config, mailer: createMailer(t.config), options });

describe('admin commands', () => {
  it('invites a user: prints and mails a register link that works', async () => {
    await run(createOrg, { name: 'Zorgcentrum Test' });
    const lines = await run(invite, {
      org: 'zorgcentrum test',
      email: 'nieuw@zorgtest.nl',
      name: 'Nieuwe Gebruiker',
      permissions: '{"/rentals":2}',
      management: true,
    });
    const link = /Register link \(valid 7 days\): (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/portal\.test\/auth\/register\/[A-Za-z0-9_-]{43}$/);
    const mail = t.outbox().find((m) => m.to === 'nieuw@zorgtest.nl');
    expect(mail?.link).toBe(link);
    expect(outboxCommand(t.config).join('\n')).toContain(link);
    // a live link and the address in the name: the owner's alone
    expect(readdirSync(t.config.outboxDir).length).toBeGreaterThan(0);
    expect(notPrivate(t.config.outboxDir)).toEqual([]);

    const guid = link.split('/').pop();
    const password = Buffer.from('Rolstoel-Lantaarn-2026').toString('base64');
    expect(
      (await t.call('POST', '/auth/setPassword', { body: { guid, password } })).json.status,
    ).toBe('success');
    const token = await t.login('nieuw@zorgtest.nl', 'Rolstoel-Lantaarn-2026');
    const identity = await t.call('GET', '/auth/identify', { token });
    expect(identity.json.response).toMatchObject({
      roles: ['customer', 'management'],
      permissions: { '/rentals': 2 },
    });
  });

  it('sets permissions and lists users', async () => {
    await run(setPermissions, { email: 'medewerker@delinde.nl', permissions: '{"/rentals":2}' });
    const token = await t.login('medewerker@delinde.nl');
    const identity = await t.call('GET', '/auth/identify', { token });
    expect(identity.json.response).toMatchObject({ permissions: { '/rentals': 2 } });
    expect((await run(listUsersCommand, {})).join('\n')).toMatch(
      /medewerker@delinde\.nl\s+Bram Jansen/,
    );
  });

  it('refuses bad input with a usage error', async () => {
    await expect(run(invite, { org: 'bestaat niet', email: 'a@b.nl', name: 'A' })).rejects.toThrow(
      UsageError,
    );
    await expect(
      run(invite, { org: '1', email: 'beheerder@delinde.nl', name: 'A' }),
    ).rejects.toThrow(/already exists/);
    await expect(
      run(setPermissions, { email: 'medewerker@delinde.nl', permissions: '{"*":"twee"}' }),
    ).rejects.toThrow(UsageError);
  });

  it('says in one line that a mail could not be sent, keeps the invite and sends it again', async () => {
    // A port nothing listens on: the SMTP server is unreachable.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const smtp = { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` };
    const failing = (options: TOptions) =>
      invite({ db: t.db, config: smtp, mailer: createMailer(smtp), options });
    const refused = failing({ org: '1', email: 'later@delinde.nl', name: 'Later Gebruiker' });
    await expect(refused).rejects.toBeInstanceOf(MailNotSent);
    await expect(refused).rejects.toThrow(
      new RegExp(
        `^The invitation mail to later@delinde\\.nl could not be sent \\(SMTP 127\\.0\\.0\\.1:${port}: .*--resend --email later@delinde\\.nl$`,
      ),
    );
    await expect(run(invite, { org: '1', email: 'later@delinde.nl', name: 'L' })).rejects.toThrow(
      /invited already; a new link: pnpm admin invite --resend/,
    );
    const lines = await run(invite, { resend: true, email: 'later@delinde.nl' });
    const link = /Register link \(valid 7 days\): (\S+)/.exec(lines.join('\n'))?.[1];
    expect(t.outbox().find((m) => m.to === 'later@delinde.nl')?.link).toBe(link);
    await expect(run(invite, { resend: true, email: 'beheerder@delinde.nl' })).rejects.toThrow(
      /registered already/,
    );
  });

  it('sends with the settings the running api recorded, unless its own environment sets them', async () => {
    await recordMailSettings(t.db, {
      smtpUrl: 'smtp://mail.example.test:2525',
      publicUrl: 'https://portaal.example.test',
      outboxDir: t.config.outboxDir,
    });
    const server = await cliMailSettings(t.db, t.config, {});
    expect(server).toEqual({
      source: 'server',
      linkSource: 'server',
      passwordMissing: false,
      settings: {
        smtpUrl: 'smtp://mail.example.test:2525',
        publicUrl: 'https://portaal.example.test',
        outboxDir: t.config.outboxDir,
      },
    });
    const mailer = createMailer({ ...t.config, ...server.settings });
    expect(mailer.destination).toBe('SMTP mail.example.test:2525');
    // One field of its own: the links; the mail still goes the portal's way.
    const own = await cliMailSettings(
      t.db,
      { ...t.config, publicUrl: 'http://localhost:9000' },
      { PUBLIC_URL: 'http://localhost:9000' },
    );
    expect(own).toMatchObject({
      source: 'server',
      linkSource: 'environment',
      settings: { smtpUrl: 'smtp://mail.example.test:2525', publicUrl: 'http://localhost:9000' },
    });
    const context = { db: t.db, config: { ...t.config, ...own.settings }, mailer, options: {} };
    expect(mailRoute({ ...context, mailSource: own.source, linkSource: own.linkSource })).toBe(
      'Mail: SMTP mail.example.test:2525 (settings of the running portal), links to http://localhost:9000 (settings of this shell)',
    );
    const ownSmtp = await cliMailSettings(t.db, t.config, { SMTP_URL: 'smtp://x.test:25' });
    expect(ownSmtp.source).toBe('environment');
  });

  it('keeps the SMTP password out of the database; the CLI takes it from its environment', async () => {
    const smtpUrl = withSmtpPassword('smtp://portal@mail.example.test:587', 'g3h3im/@:wachtwoord');
    expect(new URL(smtpUrl).password).toBe(encodeURIComponent('g3h3im/@:wachtwoord'));
    await recordMailSettings(t.db, { ...t.config, smtpUrl });
    const [row] = await t.db.query<{ smtp_url: string; smtp_password_required: boolean }>(
      'SELECT smtp_url, smtp_password_required FROM mail_settings',
    );
    expect(row).toEqual({
      smtp_url: 'smtp://portal@mail.example.test:587',
      smtp_password_required: true,
    });
    expect(JSON.stringify(await t.db.query('SELECT * FROM mail_settings'))).not.toContain('g3h3im');

    const without = await cliMailSettings(t.db, t.config, {});
    expect(without.passwordMissing).toBe(true);
    expect(without.settings.smtpUrl).toBe('smtp://portal@mail.example.test:587');
    const withPassword = await cliMailSettings(t.db, t.config, {
      SMTP_PASSWORD: 'g3h3im/@:wachtwoord',
    });
    expect(withPassword.passwordMissing).toBe(false);
    expect(withPassword.settings.smtpUrl).toBe(smtpUrl);
    expect(
      readConfig({
        SMTP_URL: 'smtp://portal@mail.example.test:587',
        SMTP_PASSWORD: 'g3h3im/@:wachtwoord',
      }).smtpUrl,
    ).toBe(smtpUrl);
  });

  it('migration 037 takes the password out of a URL that migration 031 recorded', async () => {
    const [migration] = readMigrations().filter((m) => m.version === 37);
    await t.db.query(
      `UPDATE mail_settings SET smtp_url = 'smtp://portal:oud%40geheim@mail.example.test:587',
         smtp_password_required = false`,
    );
    // why: the migration's UPDATE again, on a row as 031 left it (its ALTER ran already).
    const update = (migration?.sql ?? '').slice((migration?.sql ?? '').indexOf('UPDATE'));
    await t.db.exec(update);
    const [row] = await t.db.query<{ smtp_url: string; smtp_password_required: boolean }>(
      'SELECT smtp_url, smtp_password_required FROM mail_settings',
    );
    expect(row).toEqual({
      smtp_url: 'smtp://portal@mail.example.test:587',
      smtp_password_required: true,
    });
  });

  it('sends as the supplier of the branding configuration', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-sender-'));
    const portalConfigPath = join(dir, 'portal.json');
    writeFileSync(
      portalConfigPath,
      JSON.stringify({
        supplier: 'Hulpmiddelen Çelik & Zn.',
        company: { mailFrom: 'post@celik.test' },
      }),
    );
    expect(mailSender({ portalConfigPath, publicUrl: 'https://portaal.celik.test' })).toEqual({
      name: 'Hulpmiddelen Çelik & Zn.',
      address: 'post@celik.test',
    });
    writeFileSync(portalConfigPath, JSON.stringify({ brand: { name: 'Zorg Oost' } }));
    utimesSync(portalConfigPath, new Date(), new Date(Date.now() + 5_000));
    expect(mailSender({ portalConfigPath, publicUrl: 'https://portaal.oost.test' })).toEqual({
      name: 'Zorg Oost',
      address: 'noreply@portaal.oost.test',
    });
    const outbox = join(dir, 'outbox');
    const mailer = createMailer({
      ...t.config,
      smtpUrl: null,
      outboxDir: outbox,
      portalConfigPath,
    });
    await mailer.send(
      { to: 'a@b.test', subject: 'Test', text: 'x', html: '<p>x</p>', link: null },
      t.db,
    );
    const [file] = readdirSync(outbox);
    expect(readFileSync(join(outbox, file ?? ''), 'utf8')).toMatch(
      /^From: Zorg Oost <noreply@portal\.test>$/m,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});
