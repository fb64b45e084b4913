// Single sign-on against a real OpenID Connect provider on 127.0.0.1 (oidc-provider, in
// this process): the whole way through the provider's page, just-in-time accounts with the
// mapped permissions, a group change at the next sign-in, and the refusals: wrong state,
// a replayed callback and code, an expired ID token, a token for another client or of
// another sign-in (nonce), a user
// disabled at the provider; no enumeration; a linked domain signs in there only.
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoKey } from '../../auth/sso/secret-box.js';
import { linkProvider } from '../../auth/sso/sso-links.js';
import { allowLogLines } from '../../testing/log-gate.js';
import { startTestProvider, type TTestProvider } from '../../testing/oidc-test-provider.js';
import { BRAM, createTestContext, type TTestContext } from '../../testing/test-context.js';

const KEY = randomBytes(32).toString('base64');
let t: TTestContext;
let provider: TTestProvider;

/** A browser's cookies for the provider (a plain jar: name=value per origin). */
class Browser {
  private jar = new Map<string, string>();
  portalState: string | null = null;

  private keep(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  private cookieHeader() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** GET or POST at the provider without following; answers the Location. */
  async atProvider(url: string, form?: Record<string, string>): Promise<string> {
    const answer = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    this.keep(answer.headers.getSetCookie());
    const location = answer.headers.get('location');
    if (!location)
      throw new Error(`no redirect from ${url}: ${answer.status} ${await answer.text()}`);
    return new URL(location, url).href;
  }

  /** GET at the portal (in process); answers the Location. */
  async atPortal(url: string): Promise<string> {
    const path = new URL(url, 'http://portal.test');
    const answer = await t.app.inject({
      method: 'GET',
      url: `${path.pathname}${path.search}`,
      headers: this.portalState ? { cookie: `portal_sso=${this.portalState}` } : {},
    });
    const cookie = String(answer.headers['set-cookie'] ?? '');
    const state = /portal_sso=([^;]*)/.exec(cookie)?.[1];
    if (state !== undefined) this.portalState = state || null;
    expect(answer.statusCode).toBe(303);
    return String(answer.headers.location);
  }

  /** From 'Inloggen met ...' to the provider's answer (the callback URL, not yet opened). */
  async signInAtProvider(email: string, login: string): Promise<string> {
    const authorize = await this.atPortal(
      `/Rest/Pwa/auth/sso/start?email=${encodeURIComponent(email)}`,
    );
    expect(authorize.startsWith(provider.issuer)).toBe(true);
    const params = new URL(authorize).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    let next = await this.atProvider(authorize);
    next = await this.atProvider(next, { login });
    while (next.startsWith(provider.issuer)) next = await this.atProvider(next);
    return next;
  }
}

async function finish(loginPage: string) {
  const code = new URL(loginPage, 'http://portal.test').searchParams.get('sso') ?? '';
  return t.call('POST', '/auth/sso/finish', { body: { code } });
}

function refusalOf(loginPage: string): string | null {
  return new URL(loginPage, 'http://portal.test').searchParams.get('ssoError');
}

beforeAll(async () => {
  t = await createTestContext({ ssoSecretKey: KEY });
  provider = await startTestProvider(['http://portal.test/Rest/Pwa/auth/sso/callback']);
  provider.accounts.set('ingrid', {
    email: 'ingrid@zorgnoord.nl',
    name: 'Ingrid Bakker',
    groups: ['portal-verhuur'],
  });
  provider.accounts.set('dirk', { email: 'dirk@zorgnoord.nl', name: 'Dirk de Wit', groups: [] });
  const [org] = await t.db.query<{ id: number }>(
    "INSERT INTO organisations (name) VALUES ('Zorggroep Noord') RETURNING id",
  );
  await linkProvider(t.db, ssoKey(KEY), {
    organisationId: org?.id ?? 0,
    displayName: 'Zorggroep Noord',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    domains: ['zorgnoord.nl'],
    groupClaim: 'groups',
    groupPermissions: {
      'portal-beheer': { '*': 2 },
      'portal-verhuur': { '/rentals': 1, '/requests': 1 },
    },
    managementGroups: ['portal-beheer'],
  });
});
afterAll(async () => {
  await provider.stop();
  await t.close();
});

describe('single sign-on', () => {
  it('stores the client secret encrypted only', async () => {
    const rows = await t.db.query<{ sealed: string }>(
      'SELECT client_secret_encrypted AS sealed FROM sso_providers',
    );
    expect(rows[0]?.sealed).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain(provider.clientSecret);
  });

  it('asks for the address first, and names the provider by the domain alone', async () => {
    expect((await t.call('GET', '/auth/sso/options')).json.response).toEqual({
      isEmailFirst: true,
    });
    const discover = (emailaddress: string) =>
      t.call('POST', '/auth/sso/discover', { body: { emailaddress } });
    // why: an address of the domain without an account answers as one with an account.
    expect((await discover('ingrid@zorgnoord.nl')).json.response).toEqual({
      providerName: 'Zorggroep Noord',
    });
    expect((await discover('niemand@ZORGNOORD.nl')).json.response).toEqual({
      providerName: 'Zorggroep Noord',
    });
    expect((await discover(BRAM)).json.response).toEqual({ providerName: null });
    expect((await discover('onbekend@nergens.nl')).json.response).toEqual({ providerName: null });
  });

  it('creates the user just in time with the mapped permissions, and maps again at the next sign-in', async () => {
    const browser = new Browser();
    const loginPage = await browser.signInAtProvider('ingrid@zorgnoord.nl', 'ingrid');
    const answer = await finish(await browser.atPortal(loginPage));
    expect(answer.json.status).toBe('success');
    const token = answer.json.auth?.token ?? '';
    const identity = await t.call('GET', '/auth/identify', { token });
    expect(identity.json.response).toMatchObject({
      fullName: 'Ingrid Bakker',
      roles: ['customer'],
      permissions: { '/rentals': 1, '/requests': 1 },
    });

    provider.accounts.set('ingrid', {
      email: 'ingrid@zorgnoord.nl',
      name: 'Ingrid Bakker-Smit',
      groups: ['portal-beheer'],
    });
    const again = new Browser();
    const second = await finish(
      await again.atPortal(await again.signInAtProvider('ingrid@zorgnoord.nl', 'ingrid')),
    );
    expect(second.json.auth).toMatchObject({
      fullName: 'Ingrid Bakker-Smit',
      roles: ['customer', 'management'],
      permissions: { '*': 2 },
    });
    const users = await t.db.query("SELECT id FROM users WHERE email = 'ingrid@zorgnoord.nl'");
    expect(users).toHaveLength(1);
  });

  it('refuses a callback with a state this browser did not start', async () => {
    allowLogLines(/single sign-on refused/);
    const browser = new Browser();
    const callback = await browser.signInAtProvider('ingrid@zorgnoord.nl', 'ingrid');
    const wrong = new URL(callback);
    wrong.searchParams.set('state', 'x'.repeat(43));
    expect(refusalOf(await browser.atPortal(wrong.href))).toBe('state');
    // another browser (an attacker's own sign-in handed to a victim) has no cookie for it
    const stranger = new Browser();
    expect(refusalOf(await stranger.atPortal(callback))).toBe('state');
  });

  it('refuses a replayed callback, a replayed code and a replayed handoff', async () => {
    allowLogLines(/single sign-on refused/);
    const browser = new Browser();
    const callback = await browser.signInAtProvider('ingrid@zorgnoord.nl', 'ingrid');
    const saved = browser.portalState;
    const loginPage = await browser.atPortal(callback);
    expect(refusalOf(loginPage)).toBeNull();
    browser.portalState = saved;
    expect(refusalOf(await browser.atPortal(callback))).toBe('replay');
    expect((await finish(loginPage)).json.status).toBe('success');
    const replayed = await finish(loginPage);
    expect(replayed.json).toMatchObject({ status: 'error', message: MESSAGES.ssoReplayRefused });
    expect(replayed.json.auth ?? null).toBeNull();

    // the code of one sign-in in the callback of another: PKCE and the provider refuse it
    const first = new Browser();
    const code =
      new URL(await first.signInAtProvider('ingrid@zorgnoord.nl', 'ingrid')).searchParams.get(
        'code',
      ) ?? '';
    const second = new Browser();
    const own = new URL(await second.signInAtProvider('ingrid@zorgnoord.nl', 'ingrid'));
    own.searchParams.set('code', code);
    expect(refusalOf(await second.atPortal(own.href))).toBe('replay');
  });

  it('refuses an expired ID token, one issued to another client and one of another sign-in', async () => {
    allowLogLines(/single sign-on refused/);
    for (const [mode, refusal] of [
      ['expired', 'expired'],
      ['another-client', 'audience'],
      ['wrong-nonce', 'state'],
    ] as const) {
      provider.setTokenMode(mode);
      try {
        const browser = new Browser();
        const callback = await browser.signInAtProvider('ingrid@zorgnoord.nl', 'ingrid');
        expect(refusalOf(await browser.atPortal(callback))).toBe(refusal);
      } finally {
        provider.setTokenMode('normal');
      }
    }
  });

  it('starts no session for a user disabled at the provider or in no mapped group', async () => {
    allowLogLines(/single sign-on refused/);
    provider.accounts.set('ingrid', {
      email: 'ingrid@zorgnoord.nl',
      name: 'Ingrid',
      groups: ['portal-beheer'],
      isDisabled: true,
    });
    const browser = new Browser();
    expect(
      refusalOf(
        await browser.atPortal(await browser.signInAtProvider('ingrid@zorgnoord.nl', 'ingrid')),
      ),
    ).toBe('denied');
    const other = new Browser();
    expect(
      refusalOf(await other.atPortal(await other.signInAtProvider('dirk@zorgnoord.nl', 'dirk'))),
    ).toBe('denied');
    expect(await t.db.query("SELECT 1 FROM users WHERE email = 'dirk@zorgnoord.nl'")).toHaveLength(
      0,
    );
  });

  it('refuses an address of another organisation that a provider names', async () => {
    allowLogLines(/single sign-on refused/);
    provider.accounts.set('spoof', { email: BRAM, name: 'Bram', groups: ['portal-beheer'] });
    const browser = new Browser();
    const start = await browser.atPortal('/Rest/Pwa/auth/sso/start?email=x%40zorgnoord.nl');
    let next = await browser.atProvider(start);
    next = await browser.atProvider(next, { login: 'spoof' });
    while (next.startsWith(provider.issuer)) next = await browser.atProvider(next);
    expect(refusalOf(await browser.atPortal(next))).toBe('denied');
  });

  it('signs in an address of a linked domain at its provider only, with the one refusal', async () => {
    const password = await t.call('POST', '/auth/login', {
      body: { emailaddress: 'ingrid@zorgnoord.nl', password: 'Zonnebloem-Tillift-42' },
    });
    expect(password.json).toMatchObject({ status: 'error', message: MESSAGES.signInRefused });
    // an address of no linked domain signs in with its password as before
    expect(await t.login(BRAM)).toBeTruthy();
  });

  it("mails no reset link to an address of a linked domain, and answers 'Wachtwoord vergeten' alike", async () => {
    const mails = () => t.outbox().filter((mail) => mail.to === 'ingrid@zorgnoord.nl');
    const answer = await t.call('POST', '/auth/forgot', {
      body: { userName: 'ingrid@zorgnoord.nl' },
    });
    expect(answer.json).toEqual({ status: 'handled', message: null, response: null });
    await t.settled();
    expect(mails()).toHaveLength(0);
  });
});
