import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { createMailer } from '../mail/mailer.js';
import { cliMailSettings, recordMailSettings } from '../mail/mail-settings.js';
import { notPrivate } from '../testing/file-modes.js';
import { createTestContext, type TTestContext } from '../testing/test-context.js';
import {
  createOrg,
  invite,
  listUsersCommand,
  MailNotSent,
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
      settings: {
        smtpUrl: 'smtp://mail.example.test:2525',
        publicUrl: 'https://portaal.example.test',
        outboxDir: t.config.outboxDir,
      },
    });
    expect(createMailer(server.settings).destination).toBe('SMTP mail.example.test:2525');
    const own = await cliMailSettings(t.db, t.config, { PUBLIC_URL: 'http://localhost:9000' });
    expect(own.source).toBe('environment');
  });
});
