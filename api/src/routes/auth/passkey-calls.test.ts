// Passkeys (issue 40 §2) through the real calls, with a software authenticator
// (testing/soft-authenticator.ts) whose answers the library checks as a browser's: adding
// one (with the recovery code, once), the second step after a password, a sign-in with the
// passkey alone, and the refusals: a used challenge, another origin, a counter that did not
// go up, a removed passkey, another account's passkey, a used recovery code; an
// organisation that requires two factors makes its users add one first. A user without a
// passkey gets the spec's login answer as before.
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCredential,
  signIn,
  type TSoftCredential,
} from '../../testing/soft-authenticator.js';
import {
  ANNA,
  BRAM,
  CARLA,
  createTestContext,
  type TTestContext,
} from '../../testing/test-context.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';

let t: TTestContext;
const PORTAL = { origin: 'http://portal.test', rpId: 'portal.test' };

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type TAnswer = {
  status: string;
  message: string | null;
  response: Record<string, unknown> | null;
  auth?: { token: string; userId: number } | null;
  secondStep?: { kind: string; ticket: string };
};

let address = 0;
async function call(path: string, body?: unknown, token?: string): Promise<TAnswer> {
  address += 1;
  const answer = await t.call(body === undefined ? 'GET' : 'POST', path, {
    ...(body === undefined ? {} : { body }),
    ...(token ? { token } : {}),
    remoteAddress: `10.9.${Math.floor(address / 256) % 256}.${address % 256}`,
  });
  expect(answer.statusCode).toBeLessThan(500);
  return answer.json as unknown as TAnswer;
}

const optionsOf = (answer: TAnswer) =>
  (answer.response as { options: { challenge: string } }).options;

async function addPasskeyFor(token: string, name = 'Telefoon') {
  const options = optionsOf(await call('/account/passkeys/options', {}, token));
  const { credential, answer } = createCredential(options, PORTAL);
  const added = await call('/account/passkeys/add', { name, credential: answer }, token);
  return { credential, added };
}

async function password(email: string): Promise<TAnswer> {
  return call('/auth/login', { emailaddress: email, password: DEMO_PASSWORD });
}

async function secondStep(credential: TSoftCredential, ticket: string, origin = PORTAL) {
  const options = optionsOf(await call('/auth/passkey/options', { ticket }));
  return call('/auth/passkey/verify', { ticket, credential: signIn(credential, options, origin) });
}

async function isSignedIn(answer: TAnswer): Promise<boolean> {
  const token = answer.auth?.token;
  if (!token) return false;
  return (await call('/auth/identify', undefined, token)).status === 'success';
}

describe('passkeys', () => {
  let anna: TSoftCredential;
  let annaRecoveryCode: string;
  // why: once a passkey is added the password alone gives no session; these stay open.
  let annaToken = '';
  let carlaToken = '';

  it('gives a user without a passkey the spec answer, with no second step', async () => {
    const answer = await password(CARLA);
    expect(answer.status).toBe('success');
    expect(answer.auth?.token).toEqual(expect.any(String));
    expect(answer).not.toHaveProperty('secondStep');
  });

  it('adds a passkey, with a recovery code only for the first', async () => {
    const token = await t.login(ANNA);
    annaToken = token;
    const { credential, added } = await addPasskeyFor(token);
    expect(added.status).toBe('success');
    const response = added.response as { passkeys: { name: string }[]; recoveryCode: string };
    expect(response.passkeys.map((passkey) => passkey.name)).toEqual(['Telefoon']);
    expect(response.recoveryCode).toMatch(/^([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/);
    anna = credential;
    annaRecoveryCode = response.recoveryCode;
    const [stored] = await t.db.query<{ codeHash: string }>(
      'SELECT code_hash AS "codeHash" FROM passkey_recovery_codes',
    );
    expect(stored?.codeHash).not.toContain(annaRecoveryCode.replace(/-/g, ''));

    const second = await addPasskeyFor(token, 'Sleutel');
    expect((second.added.response as { recoveryCode: unknown }).recoveryCode).toBeNull();
    const list = await call('/account/passkeys', undefined, token);
    expect((list.response as { passkeys: unknown[] }).passkeys).toHaveLength(2);
  });

  it('refuses a registration answer sent twice (the challenge is used once)', async () => {
    const token = annaToken;
    const options = optionsOf(await call('/account/passkeys/options', {}, token));
    const { answer } = createCredential(options, PORTAL);
    expect(
      (await call('/account/passkeys/add', { name: 'A', credential: answer }, token)).status,
    ).toBe('success');
    const again = await call('/account/passkeys/add', { name: 'A', credential: answer }, token);
    expect(again).toMatchObject({ status: 'error', message: MESSAGES.passkeyNotAdded });
  });

  it('asks for the passkey after a right password, and then gives the session', async () => {
    const answer = await password(ANNA);
    expect(answer.status).toBe('success');
    expect(answer.auth).toBeNull();
    expect(answer.secondStep?.kind).toBe('verify');
    const ticket = answer.secondStep?.ticket ?? '';
    const signedIn = await secondStep(anna, ticket);
    expect(signedIn.status).toBe('success');
    expect(await isSignedIn(signedIn)).toBe(true);
    // why: the ticket is used once.
    expect((await call('/auth/passkey/options', { ticket })).message).toBe(
      MESSAGES.passkeyStepExpired,
    );
  });

  it('refuses an answer sent twice, another origin, and a counter that did not go up', async () => {
    const { secondStep: step } = await password(ANNA);
    const ticket = step?.ticket ?? '';
    const options = optionsOf(await call('/auth/passkey/options', { ticket }));
    const other = signIn(anna, options, { ...PORTAL, origin: 'https://phishing.test' });
    expect((await call('/auth/passkey/verify', { ticket, credential: other })).message).toBe(
      MESSAGES.passkeyRefused,
    );
    // why: the challenge was claimed by that refused answer; a good one needs a new one.
    const fresh = optionsOf(await call('/auth/passkey/options', { ticket }));
    const good = signIn(anna, fresh, PORTAL);
    expect((await call('/auth/passkey/verify', { ticket: 'x', credential: good })).status).toBe(
      'error',
    );
    const cloned = optionsOf(await call('/auth/passkey/options', { ticket }));
    const old = signIn(anna, cloned, PORTAL, 1);
    expect((await call('/auth/passkey/verify', { ticket, credential: old })).message).toBe(
      MESSAGES.passkeyRefused,
    );
    expect((await secondStep(anna, ticket)).status).toBe('success');
  });

  it('signs in with the passkey alone, where the user chooses it', async () => {
    const options = optionsOf(await call('/auth/passkey/options', {}));
    const answer = await call('/auth/passkey/verify', {
      credential: signIn(anna, options, PORTAL),
    });
    expect(answer.status).toBe('success');
    expect(answer.auth?.userId).toEqual(expect.any(Number));
    expect(await isSignedIn(answer)).toBe(true);
    expect((await call('/auth/passkey/available')).response).toEqual({ isOffered: true });
  });

  it("refuses another account's passkey after a password", async () => {
    const token = await t.login(CARLA);
    carlaToken = token;
    const { credential: carla } = await addPasskeyFor(token);
    const { secondStep: step } = await password(ANNA);
    const answer = await secondStep(carla, step?.ticket ?? '');
    expect(answer).toMatchObject({ status: 'error', message: MESSAGES.passkeyRefused });
  });

  it('takes the recovery code once instead of the passkey', async () => {
    const { secondStep: step } = await password(ANNA);
    const ticket = step?.ticket ?? '';
    const wrong = await call('/auth/passkey/recovery', {
      ticket,
      code: 'AAAA-BBBB-CCCC-DDDD-EEEE',
    });
    expect(wrong.message).toBe(MESSAGES.recoveryCodeRefused);
    const typed = annaRecoveryCode.toLowerCase().replace(/-/g, ' ');
    const answer = await call('/auth/passkey/recovery', { ticket, code: typed });
    expect(await isSignedIn(answer)).toBe(true);
    const { secondStep: next } = await password(ANNA);
    const again = await call('/auth/passkey/recovery', {
      ticket: next?.ticket ?? '',
      code: annaRecoveryCode,
    });
    expect(again.message).toBe(MESSAGES.recoveryCodeRefused);
  });

  it('refuses a removed passkey', async () => {
    const token = carlaToken;
    const list = await call('/account/passkeys', undefined, token);
    const [carlaKey] = (list.response as { passkeys: { id: number }[] }).passkeys;
    const { credential } = await addPasskeyFor(token, 'Tweede');
    const removed = await call('/account/passkeys/remove', { id: carlaKey?.id }, token);
    expect(removed.message).toBe(MESSAGES.passkeyRemoved);
    // The remaining one still works; remove it too, and it no longer signs in.
    const rest = (removed.response as { passkeys: { id: number }[] }).passkeys;
    expect(rest).toHaveLength(1);
    await call('/account/passkeys/remove', { id: rest[0]?.id }, token);
    const options = optionsOf(await call('/auth/passkey/options', {}));
    const answer = await call('/auth/passkey/verify', {
      credential: signIn(credential, options, PORTAL),
    });
    expect(answer).toMatchObject({ status: 'error', message: MESSAGES.passkeyRefused });
    // Without passkeys Carla gets the spec's answer again.
    expect((await password(CARLA)).auth?.token).toEqual(expect.any(String));
  });

  it('makes every user of an organisation that requires two factors add a passkey first', async () => {
    await t.db.query(
      "UPDATE organisations SET requires_two_factors = true WHERE name = 'Zorggroep De Linde'",
    );
    const answer = await password(BRAM);
    expect(answer.auth).toBeNull();
    expect(answer.secondStep?.kind).toBe('enrol');
    const ticket = answer.secondStep?.ticket ?? '';
    // why: an enrolment ticket is not a second step: it opens no passkey sign-in.
    expect((await call('/auth/passkey/options', { ticket })).status).toBe('error');
    const options = optionsOf(await call('/auth/passkey/enrol/options', { ticket }));
    const { credential, answer: created } = createCredential(options, PORTAL);
    const enrolled = await call('/auth/passkey/enrol', {
      ticket,
      name: 'Telefoon',
      credential: created,
    });
    expect(enrolled.status).toBe('success');
    expect((enrolled.response as { recoveryCode: string }).recoveryCode).toEqual(
      expect.any(String),
    );
    expect(await isSignedIn(enrolled)).toBe(true);
    // Once: the next sign-in asks for the passkey, and the last one cannot be removed.
    const next = await password(BRAM);
    expect(next.secondStep?.kind).toBe('verify');
    expect((await secondStep(credential, next.secondStep?.ticket ?? '')).status).toBe('success');
    const token = enrolled.auth?.token ?? '';
    const list = await call('/account/passkeys', undefined, token);
    const [only] = (list.response as { passkeys: { id: number }[] }).passkeys;
    const refused = await call('/account/passkeys/remove', { id: only?.id }, token);
    expect(refused).toMatchObject({ status: 'error', message: MESSAGES.passkeyLastRequired });
  });
});
