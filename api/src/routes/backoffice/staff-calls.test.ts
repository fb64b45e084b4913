// The administrator's 'Medewerkers' calls (issue 41, level 3): level 2 staff and customers
// get 403; an invite is the CLI's staff-invite service (one behaviour: the same refusal of an
// address in use, the same register mail in the outbox), once per Idempotency-Key; the
// invited colleague registers and signs in with her role; a role change and a disabled
// account hold from the next call; the supplier never loses its last administrator, also
// when two administrators change each other at once.
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.js';
import { staffInviteCommand } from '../../cli/staff-commands.js';
import { DEMO_STAFF } from '../../seed/demo-accounts.js';
import { ANNA, createTestContext, type TTestContext } from '../../testing/test-context.js';

const S = BACKOFFICE_ADMIN_TEXTS.staff;
const email = (role: string) => DEMO_STAFF.find((staff) => staff.role === role)?.email ?? '';
const PASSWORD = 'Tillift-Zonnescherm-77';

let t: TTestContext;
let femke: string;
let dirk: string;

type TMember = { userId: number; fullName: string; email: string; role: string; state: string };
type TStaffAnswer = { staff: TMember[]; roles: { role: string; level: number }[] };

beforeAll(async () => {
  t = await createTestContext();
  femke = await t.login(email('administrator'));
  dirk = await t.login(email('customer-service'));
}, 120_000);

afterAll(async () => t.close());

const staffOf = (answer: { json: { response: unknown } }) =>
  (answer.json.response as TStaffAnswer).staff;
const memberOf = (staff: TMember[], address: string) =>
  staff.find((member) => member.email === address);
const invite = (body: Record<string, unknown>, key?: string, token = femke) =>
  t.call('POST', '/backoffice/staff/invite', {
    token,
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

async function register(address: string): Promise<string> {
  const mail = t
    .outbox()
    .filter((m) => m.to === address)
    .at(-1);
  const guid = mail?.link?.split('/').pop();
  const password = Buffer.from(PASSWORD).toString('base64');
  const answer = await t.call('POST', '/auth/setPassword', { body: { guid, password } });
  expect(answer.json.status).toBe('success');
  return t.login(address, PASSWORD);
}

describe('who reaches the calls', () => {
  it('refuses level 2 staff and customers with 403 on every call', async () => {
    const anna = await t.login(ANNA);
    for (const token of [dirk, anna]) {
      const answers = [
        await t.call('GET', '/backoffice/staff', { token }),
        await invite({ fullName: 'X', email: 'x@zorghulp.nl', role: 'planner' }, undefined, token),
        await t.call('POST', '/backoffice/staff/1/change', { token, body: { isActive: false } }),
        await t.call('GET', '/backoffice/sla-targets', { token }),
        await t.call('POST', '/backoffice/sla-targets/save', {
          token,
          body: { version: 'x', targets: [{ type: '*', isUrgent: false, hours: 1 }] },
        }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    }
  });

  it('lists the staff with role and state to an administrator, and the roles table', async () => {
    const answer = await t.call('GET', '/backoffice/staff', { token: femke });
    const { staff, roles } = answer.json.response as TStaffAnswer;
    expect(memberOf(staff, email('customer-service'))).toMatchObject({
      fullName: 'Dirk Bakker',
      role: 'customer-service',
      state: 'ACTIVE',
    });
    expect(memberOf(staff, email('administrator'))).toMatchObject({ isMe: true });
    expect(roles.map((role) => [role.role, role.level])).toEqual([
      ['customer-service', 2],
      ['planner', 2],
      ['technician', 1],
      ['administrator', 3],
    ]);
  });
});

describe('an invite', () => {
  it('mails the register link once per key; the colleague registers and signs in with her role', async () => {
    const address = 'nieuwe.planner@zorghulp.nl';
    const body = { fullName: 'Nina Visser', email: address, role: 'planner' };
    const [first, again] = [await invite(body, 'invite-1'), await invite(body, 'invite-1')];
    expect(first.json.status).toBe('success');
    expect(first.json.message).toBe(S.done.invite(address));
    expect(again.json).toEqual(first.json);
    expect(memberOf(staffOf(first), address)?.state).toBe('INVITED');
    expect(t.outbox().filter((mail) => mail.to === address)).toHaveLength(1);

    const token = await register(address);
    const identity = await t.call('GET', '/auth/identify', { token });
    expect(identity.json.response).toMatchObject({
      roles: ['staff', 'planner'],
      permissions: { '/backoffice': 2 },
    });
    const list = await t.call('GET', '/backoffice/staff', { token: femke });
    expect(memberOf(staffOf(list), address)?.state).toBe('ACTIVE');
  });

  it('refuses an address in use in Dutch at the field, as the CLI refuses it (one service)', async () => {
    const taken = await invite({ fullName: 'Dubbel', email: ANNA.toUpperCase(), role: 'planner' });
    expect(taken.json).toMatchObject({
      status: 'error',
      message: S.errors.emailInUse,
      response: { fields: { email: S.errors.emailInUse } },
    });
    await expect(
      staffInviteCommand({
        db: t.db,
        config: t.config,
        mailer: createMailer(t.config),
        options: { email: 'nieuwe.planner@zorghulp.nl', name: 'Nina', role: 'planner' },
      }),
    ).rejects.toThrow(/An account for nieuwe.planner@zorghulp.nl exists/);
  });

  it('of eight invites of one address at once (other keys), one makes the account', async () => {
    const address = 'acht.tegelijk@zorghulp.nl';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, writer) =>
        invite(
          { fullName: `Schrijver ${writer}`, email: address, role: 'technician' },
          `race-${writer}`,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.json.status === 'success')).toHaveLength(1);
    for (const answer of answers.filter((one) => one.json.status === 'error')) {
      expect(answer.json.message).toBe(S.errors.emailInUse);
    }
    const [row] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users WHERE lower(email) = $1',
      [address],
    );
    expect(row?.count).toBe(1);
    expect(t.outbox().filter((mail) => mail.to === address)).toHaveLength(1);
  });

  it('refuses an unknown role and a bad address before anything is made', async () => {
    const role = await invite({ fullName: 'Y', email: 'y@zorghulp.nl', role: 'chef' });
    expect(role.json.status).toBe('error');
    const address = await invite({ fullName: 'Y', email: 'geen-adres', role: 'planner' });
    expect(address.json.response).toEqual({ fields: { email: 'Ongeldig e-mail adres' } });
  });
});

describe("a colleague's role and account", () => {
  it('a new role holds from the next call: a technician may no longer move a request', async () => {
    const list = await t.call('GET', '/backoffice/staff', { token: femke });
    const id = memberOf(staffOf(list), email('customer-service'))?.userId ?? 0;
    const changed = await t.call('POST', `/backoffice/staff/${id}/change`, {
      token: femke,
      body: { role: 'technician' },
    });
    expect(changed.json.message).toBe(S.done.role('Dirk Bakker', 'Monteur'));
    const take = await t.call('POST', '/backoffice/requests/1/take', {
      token: dirk,
      body: { version: 1 },
    });
    expect(take.statusCode).toBe(403);
    await t.call('POST', `/backoffice/staff/${id}/change`, {
      token: femke,
      body: { role: 'customer-service' },
    });
  });

  it('a disabled account is signed out at once and can be enabled again', async () => {
    const token = await t.login(email('planner'));
    const list = await t.call('GET', '/backoffice/staff', { token: femke });
    const id = memberOf(staffOf(list), email('planner'))?.userId ?? 0;
    const disabled = await t.call('POST', `/backoffice/staff/${id}/change`, {
      token: femke,
      body: { isActive: false },
    });
    expect(memberOf(staffOf(disabled), email('planner'))?.state).toBe('DISABLED');
    expect((await t.call('GET', '/backoffice/inbox/options', { token })).statusCode).toBe(401);
    const enabled = await t.call('POST', `/backoffice/staff/${id}/change`, {
      token: femke,
      body: { isActive: true },
    });
    expect(memberOf(staffOf(enabled), email('planner'))?.state).toBe('ACTIVE');
  });

  it('never leaves the supplier without an administrator, nor lets one disable herself', async () => {
    const list = await t.call('GET', '/backoffice/staff', { token: femke });
    const me = memberOf(staffOf(list), email('administrator'))?.userId ?? 0;
    const demoted = await t.call('POST', `/backoffice/staff/${me}/change`, {
      token: femke,
      body: { role: 'planner' },
    });
    expect(demoted.json.message).toBe(S.errors.lastAdministrator);
    const disabled = await t.call('POST', `/backoffice/staff/${me}/change`, {
      token: femke,
      body: { isActive: false },
    });
    expect(disabled.json.message).toBe(S.errors.ownAccount);
  });

  it('of two administrators demoting each other at once, one is refused', async () => {
    const address = 'tweede.beheerder@zorghulp.nl';
    await invite({ fullName: 'Bas Kok', email: address, role: 'administrator' });
    const bas = await register(address);
    const list = staffOf(await t.call('GET', '/backoffice/staff', { token: femke }));
    const femkeId = memberOf(list, email('administrator'))?.userId ?? 0;
    const basId = memberOf(list, address)?.userId ?? 0;
    const answers = await Promise.all([
      t.call('POST', `/backoffice/staff/${basId}/change`, {
        token: femke,
        body: { role: 'planner' },
      }),
      t.call('POST', `/backoffice/staff/${femkeId}/change`, {
        token: bas,
        body: { role: 'planner' },
      }),
    ]);
    const messages = answers.map((answer) => answer.json.message);
    // why: whichever ran second no longer is an administrator (403) or is the last one.
    const refused = answers.filter(
      (answer) => answer.statusCode === 403 || answer.json.message === S.errors.lastAdministrator,
    );
    expect(refused, JSON.stringify(messages)).toHaveLength(1);
    const [count] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users
       WHERE 'administrator' = ANY (roles) AND is_active AND password_hash IS NOT NULL`,
    );
    expect(count?.count).toBe(1);
  });
});
