// A real OpenID Connect provider of a test's own on 127.0.0.1 (`oidc-provider`, the
// certified provider library), standing in for an institution's Entra ID: its accounts
// with their groups, a sign-in page of its own (a user name, 'Sign in'), and two ways to
// misbehave for the relying party's refusals: an ID token that has expired, one issued to
// another client, or one of another sign-in (its nonce not the one sent), each re-signed
// with the provider's own key, as a provider or a man in the middle holding it would. Used by api/src/routes/auth/sso-calls.test.ts and the e2e
// (e2e/tests/account/sso.spec.ts), in their own processes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

export type TTestAccount = {
  email: string;
  name: string;
  groups: string[];
  isDisabled?: boolean;
};

/**
 * How the next token answers misbehave: an 'expired' ID token, one for 'another-client', one
 * with a 'wrong-nonce' (of another sign-in).
 */
export type TTokenMode = 'normal' | 'expired' | 'another-client' | 'wrong-nonce';

export type TTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by their `sub` (the login typed on the provider's page). */
  accounts: Map<string, TTestAccount>;
  setTokenMode: (mode: TTokenMode) => void;
  stop: () => Promise<void>;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

function page(uid: string, refused: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Test provider</title>
<style>body{font:16px system-ui;margin:2rem}input,button{font:inherit;min-height:44px;display:block;margin:.5rem 0}</style></head>
<body><h1>Test provider sign-in</h1>${refused ? '<p role="alert">Unknown user</p>' : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">User name</label><input id="login" name="login" autocomplete="off" required>
<button type="submit">Sign in</button></form></body></html>`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
}

/** Re-signs the ID token of a token answer as `mode` asks. */
async function misbehave(body: string, mode: TTokenMode, key: CryptoKey, kid: string) {
  const answer = JSON.parse(body) as { id_token?: string };
  if (!answer.id_token) return body;
  const claims = decodeJwt(answer.id_token);
  const now = Math.floor(Date.now() / 1000);
  const changed =
    mode === 'expired'
      ? { ...claims, iat: now - 7200, exp: now - 3600 }
      : mode === 'wrong-nonce'
        ? { ...claims, nonce: 'a-nonce-of-another-sign-in' }
        : { ...claims, aud: 'another-client', azp: 'another-client' };
  answer.id_token = await new SignJWT(changed)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .sign(key);
  return JSON.stringify(answer);
}

export async function startTestProvider(redirectUris: string[]): Promise<TTestProvider> {
  const accounts = new Map<string, TTestAccount>();
  let tokenMode: TTokenMode = 'normal';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key';
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const clientId = 'klantportaal';
  const clientSecret = 'test-client-secret-of-the-portal';

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // why: the key is ours, so misbehave() can sign what the provider would.
    jwks: { keys: [jwk] },
    cookies: { keys: ['a test provider cookie key'] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    // why: the groups in the ID token, as Entra ID puts them there (the groups claim).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.name,
          groups: account.groups,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(page(details.uid, false));
      return;
    }
    const login = (await formOf(request)).get('login') ?? '';
    const account = accounts.get(login);
    if (!account) {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(page(details.uid, true));
      return;
    }
    if (account.isDisabled) {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The account is disabled' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: login,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    if (path === '/token' && tokenMode !== 'normal') {
      const mode = tokenMode;
      const end = response.end.bind(response);
      // why: the answer is held and rewritten before any byte of it is sent.
      response.end = ((chunk?: unknown) => {
        void misbehave(String(chunk), mode, privateKey, kid).then((body) => {
          response.setHeader('content-length', Buffer.byteLength(body));
          end(body);
        });
        return response;
      }) as typeof response.end;
    }
    void handle(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    setTokenMode: (mode) => {
      tokenMode = mode;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
