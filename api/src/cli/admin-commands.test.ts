import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.js';
import { createTestContext, type TTestContext } from '../testing/test-context.js';
import {
  createOrg,
  invite,
  listUsersCommand,
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
});
