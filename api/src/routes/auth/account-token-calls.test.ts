import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountToken } from '../../repositories/account-tokens-repository.js';
import { createUser } from '../../repositories/users-repository.js';
import { ANNA, BRAM, createTestContext, type TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function userId(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function invited(email: string): Promise<{ id: number; token: string }> {
  const [org] = await t.db.query<{ id: number }>(
    "SELECT id FROM organisations WHERE name = 'Thuiszorg Oost'",
  );
  const id = await createUser(t.db, {
    organisationId: org?.id ?? 0,
    email,
    fullName: 'Nieuwe Collega',
    roles: ['customer'],
    permissions: { '*': 1 },
  });
  return { id, token: await createAccountToken(t.db, id, 'register') };
}

describe('POST /auth/forgot', () => {
  it('answers handled for an unknown account and sends no mail', async () => {
    const before = t.outbox().length;
    const answer = await t.call('POST', '/auth/forgot', {
      body: { userName: 'niemand@delinde.nl' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({ status: 'handled', message: null, response: null });
    await t.settled();
    expect(t.outbox()).toHaveLength(before);
  });

  it('answers before it looks the account up, and sends one mail however often it is asked', async () => {
    const { id } = await invited('eenmail@thuiszorgoost.nl');
    await t.db.query("UPDATE users SET password_hash = 'x' WHERE id = $1", [id]);
    const mails = () => t.outbox().filter((mail) => mail.to === 'eenmail@thuiszorgoost.nl');
    const first = await t.call('POST', '/auth/forgot', {
      body: { userName: 'eenmail@thuiszorgoost.nl' },
      remoteAddress: '203.0.113.1',
    });
    expect(first.json.status).toBe('handled');
    // the answer went out before the mail was even written
    expect(mails()).toHaveLength(0);
    const parallel = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.call('POST', '/auth/forgot', {
          body: { userName: 'eenmail@thuiszorgoost.nl' },
          remoteAddress: `203.0.113.${10 + n}`,
        }),
      ),
    );
    expect(parallel.every((answer) => answer.json.status === 'handled')).toBe(true);
    await t.settled();
    expect(mails()).toHaveLength(1);
    // after the pause, one more
    await t.db.query("UPDATE auth_throttle SET window_started_at = now() - interval '6 minutes'");
    await t.call('POST', '/auth/forgot', { body: { userName: 'eenmail@thuiszorgoost.nl' } });
    await t.settled();
    expect(mails()).toHaveLength(2);
  });

  it('limits forgot per client address: over the limit it still answers handled, sends nothing', async () => {
    const before = t.outbox().length;
    for (let n = 1; n <= 11; n += 1) {
      const answer = await t.call('POST', '/auth/forgot', {
        body: { userName: n === 11 ? BRAM : 'niemand@delinde.nl' },
        remoteAddress: '203.0.113.200',
      });
      expect(answer.json).toEqual({ status: 'handled', message: null, response: null });
    }
    await t.settled();
    expect(t.outbox()).toHaveLength(before);
  });

  it('mails a reset link valid for one hour to an existing account', async () => {
    const answer = await t.call('POST', '/auth/forgot', { body: { userName: 'BJANSEN' } });
    expect(answer.json).toEqual({ status: 'handled', message: null, response: null });
    await t.settled();
    const mail = t.outbox().find((m) => m.to === BRAM);
    expect(mail?.subject).toBe('Wachtwoord herstellen');
    expect(mail?.file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-medewerker@delinde\.nl\.eml$/);
    const token = mail?.link?.replace('http://portal.test/auth/reset/', '') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.query<{ hours: number; kind: string }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours, kind
       FROM account_tokens WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [await userId(BRAM)],
    );
    expect(row).toEqual({ hours: 1, kind: 'reset' });
    expect((await t.call('POST', '/auth/checkGuid', { body: { guid: token } })).json.status).toBe(
      'success',
    );
  });

  it('mails an invited user who never registered the register link again, not a reset', async () => {
    const { id, token: first } = await invited('kwijt@thuiszorgoost.nl');
    await t.call('POST', '/auth/forgot', { body: { userName: 'kwijt@thuiszorgoost.nl' } });
    await t.settled();
    const mail = t
      .outbox()
      .filter((m) => m.to === 'kwijt@thuiszorgoost.nl')
      .at(-1);
    expect(mail?.subject).toMatch(/^Uw account voor het klantportaal van /);
    expect(mail?.link).toMatch(/^http:\/\/portal\.test\/auth\/register\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.query<{ kind: string }>(
      'SELECT kind FROM account_tokens WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(row?.kind).toBe('register');
    // The invitation mailed before stops working; the new link registers.
    const guid = (link: string | null | undefined) => link?.split('/').pop() ?? '';
    expect((await t.call('POST', '/auth/checkGuid', { body: { guid: first } })).json.status).toBe(
      'error',
    );
    expect(
      (await t.call('POST', '/auth/checkGuid', { body: { guid: guid(mail?.link) } })).json.status,
    ).toBe('success');
  });

  it('sends nothing for an inactive account and requires the field', async () => {
    const { id } = await invited('inactief@thuiszorgoost.nl');
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
    const before = t.outbox().length;
    const answer = await t.call('POST', '/auth/forgot', {
      body: { userName: 'inactief@thuiszorgoost.nl' },
    });
    expect(answer.json.status).toBe('handled');
    await t.settled();
    expect(t.outbox()).toHaveLength(before);
    const missing = await t.call('POST', '/auth/forgot', { body: {} });
    expect(missing.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { userName: MESSAGES.required } },
    });
  });
});

describe('POST /auth/checkGuid', () => {
  it('accepts an open token and refuses unknown, expired and used ones', async () => {
    const { id, token } = await invited('check@thuiszorgoost.nl');
    expect((await t.call('POST', '/auth/checkGuid', { body: { guid: token } })).json).toEqual({
      status: 'success',
      message: null,
      response: null,
    });
    const refused = { status: 'error', message: MESSAGES.tokenInvalid, response: null };
    expect((await t.call('POST', '/auth/checkGuid', { body: { guid: 'onzin' } })).json).toEqual(
      refused,
    );

    await t.db.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [id],
    );
    expect((await t.call('POST', '/auth/checkGuid', { body: { guid: token } })).json).toEqual(
      refused,
    );

    const fresh = await createAccountToken(t.db, id, 'register');
    await t.db.query('UPDATE account_tokens SET used_at = now() WHERE user_id = $1', [id]);
    expect((await t.call('POST', '/auth/checkGuid', { body: { guid: fresh } })).json).toEqual(
      refused,
    );
  });

  it('gives register tokens 7 days', async () => {
    const { id } = await invited('zevendagen@thuiszorgoost.nl');
    const [row] = await t.db.query<{ days: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM account_tokens WHERE user_id = $1',
      [id],
    );
    expect(row?.days).toBe(7);
  });
});

describe('POST /auth/setPassword', () => {
  it('registers: sets the password from base64, uses the token, and allows login', async () => {
    const { token } = await invited('registreer@thuiszorgoost.nl');
    const answer = await t.call('POST', '/auth/setPassword', {
      body: { guid: token, password: b64('Zomer2026€!Lantaarnpaal') },
    });
    expect(answer.json).toEqual({
      status: 'success',
      message: MESSAGES.registered,
      response: null,
    });
    // the mailed link proves the owner: this browser is a known client of the account now
    expect(String(answer.raw.headers['set-cookie'])).toMatch(/^portal_client=[\w-]{43};/);
    expect(await t.login('registreer@thuiszorgoost.nl', 'Zomer2026€!Lantaarnpaal')).toBeTruthy();
    const again = await t.call('POST', '/auth/setPassword', {
      body: { guid: token, password: b64('Anders2026!') },
    });
    expect(again.json).toEqual({ status: 'error', message: MESSAGES.tokenInvalid, response: null });
  });

  it('resets: answers the changed message and revokes all sessions of the user', async () => {
    const session = await t.login(ANNA);
    const token = await createAccountToken(t.db, await userId(ANNA), 'reset');
    const answer = await t.call('POST', '/auth/setPassword', {
      body: { guid: token, password: b64('Nieuw-Wachtwoord-Lente-42') },
    });
    expect(answer.json).toEqual({
      status: 'success',
      message: MESSAGES.passwordChanged,
      response: null,
    });
    expect((await t.call('GET', '/auth/identify', { token: session })).statusCode).toBe(401);
    const old = await t.call('POST', '/auth/login', {
      body: { emailaddress: ANNA, password: DEMO_PASSWORD },
    });
    expect(old.json.message).toBe(MESSAGES.signInRefused);
    expect(await t.login(ANNA, 'Nieuw-Wachtwoord-Lente-42')).toBeTruthy();
  });

  it('refuses blank, common, Dutch, personal and weak passwords at the field and changes nothing', async () => {
    const { id, token } = await invited('bekend@thuiszorgoost.nl');
    const refusals: [string, string][] = [
      // the passwords of issue 24: eight spaces, English, Dutch and the old demo password
      ['        ', MESSAGES.passwordBlank],
      ['password123', MESSAGES.passwordTooCommon],
      ['Wachtwoord1', MESSAGES.passwordTooCommon],
      ['welkom123', MESSAGES.passwordTooCommon],
      ['Welkom01!', MESSAGES.passwordTooCommon],
      ['12345678', MESSAGES.passwordTooCommon],
      ['QWERTYUIOP', MESSAGES.passwordTooCommon],
      ['NieuweCollega1', MESSAGES.passwordPersonal],
      ['Thuiszorg-Oost', MESSAGES.passwordPersonal],
      ['Vitalis2026!', MESSAGES.passwordPersonal],
      ['abcdefghijk', MESSAGES.passwordWeak('sequence')],
    ];
    for (const [n, [password, message]] of refusals.entries()) {
      // why: setPassword is limited to 10 a minute per address.
      const answer = await t.call('POST', '/auth/setPassword', {
        body: { guid: token, password: b64(password) },
        remoteAddress: `203.0.113.${n + 1}`,
      });
      expect(answer.json, password).toEqual({
        status: 'error',
        message,
        response: { fields: { password: message } },
      });
    }
    const [row] = await t.db.query<{ hash: string | null }>(
      'SELECT password_hash AS hash FROM users WHERE id = $1',
      [id],
    );
    expect(row?.hash).toBeNull();
  });

  it('limits the token calls per client address with a clear answer', async () => {
    for (let n = 1; n <= 30; n += 1) {
      const answer = await t.call('POST', '/auth/checkGuid', {
        body: { guid: 'onzin' },
        remoteAddress: '203.0.113.250',
      });
      expect(answer.json.message).toBe(MESSAGES.tokenInvalid);
    }
    const over = await t.call('POST', '/auth/checkGuid', {
      body: { guid: 'onzin' },
      remoteAddress: '203.0.113.250',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json).toEqual({
      status: 'error',
      message: MESSAGES.tooManyRequests,
      response: null,
    });
  });

  it('refuses a password under 8 characters and changes nothing', async () => {
    const { id, token } = await invited('kort@thuiszorgoost.nl');
    const answer = await t.call('POST', '/auth/setPassword', {
      body: { guid: token, password: b64('Kort1!') },
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.passwordTooShort(8),
      response: { fields: { password: MESSAGES.passwordTooShort(8) } },
    });
    const [row] = await t.db.query<{ hash: string | null; used: boolean }>(
      `SELECT u.password_hash AS hash, (t.used_at IS NOT NULL) AS used
       FROM users u JOIN account_tokens t ON t.user_id = u.id WHERE u.id = $1`,
      [id],
    );
    expect(row).toEqual({ hash: null, used: false });
  });

  it('refuses text that is not base64 and missing fields', async () => {
    const { token } = await invited('base64@thuiszorgoost.nl');
    const answer = await t.call('POST', '/auth/setPassword', {
      body: { guid: token, password: 'geen base64!' },
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { password: MESSAGES.invalidInput } },
    });
    const missing = await t.call('POST', '/auth/setPassword', {
      body: { password: b64('LangGenoeg1') },
    });
    expect(missing.json.response).toEqual({ fields: { guid: MESSAGES.required } });
  });

  it('refuses an expired register token', async () => {
    const { id, token } = await invited('verlopen@thuiszorgoost.nl');
    await t.db.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [id],
    );
    const answer = await t.call('POST', '/auth/setPassword', {
      body: { guid: token, password: b64('LangGenoeg1') },
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.tokenInvalid,
      response: null,
    });
  });
});
