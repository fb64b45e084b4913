// The portal as an OpenID Connect relying party, through `openid-client` (the certified
// relying-party library): discovery per provider (kept 10 minutes), the authorization URL
// with PKCE (S256), state and nonce, and the code exchange, which checks the ID token's
// signature, issuer, audience, expiry and nonce. What went wrong becomes one reason.
import * as oidc from 'openid-client';

export const REDIRECT_PATH = '/auth/sso/callback';
const DISCOVERY_KEEP_MS = 10 * 60 * 1000;

export type TProviderClient = { issuer: string; clientId: string; clientSecret: string };

/** Why a callback was refused; the sign-in page shows the Dutch message of each. */
export type TSsoRefusal = 'state' | 'replay' | 'expired' | 'audience' | 'denied' | 'failed';

const configurations = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The provider's configuration (its discovery document), kept for 10 minutes. */
export function configurationOf(client: TProviderClient): Promise<oidc.Configuration> {
  const cacheKey = JSON.stringify([client.issuer, client.clientId, client.clientSecret]);
  const cached = configurations.get(cacheKey);
  if (cached && Date.now() - cached.at < DISCOVERY_KEEP_MS) return cached.config;
  const issuer = new URL(client.issuer);
  const config = oidc.discovery(
    issuer,
    client.clientId,
    client.clientSecret,
    oidc.ClientSecretPost(client.clientSecret),
    // why: plain http only for a provider on this machine (a test's own); checkedIssuer
    // refuses any other http issuer when it is linked.
    isLoopback(issuer) && issuer.protocol === 'http:'
      ? { execute: [oidc.allowInsecureRequests], timeout: 10 }
      : { timeout: 10 },
  );
  configurations.set(cacheKey, { at: Date.now(), config });
  // why: a provider that was down must be asked again next time, not in 10 minutes.
  config.catch(() => configurations.delete(cacheKey));
  return config;
}

export type TStart = { url: URL; state: string; nonce: string; codeVerifier: string };

export async function authorizationStart(
  config: oidc.Configuration,
  redirectUri: string,
  loginHint: string,
): Promise<TStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: loginHint,
  });
  return { url, state, nonce, codeVerifier };
}

export type TExchange =
  | { isSuccess: true; claims: Record<string, unknown> }
  | { isSuccess: false; refusal: TSsoRefusal; detail: string };

/** Exchanges the code of `callbackUrl` for checked ID token claims. */
export async function exchangeCode(
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<TExchange> {
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) return { isSuccess: false, refusal: 'failed', detail: 'no ID token' };
    return { isSuccess: true, claims: { ...claims } };
  } catch (error) {
    return { isSuccess: false, ...refusalOf(error) };
  }
}

type TCaused = { cause?: unknown; claim?: unknown } | null | undefined;

/**
 * The claim a failed comparison names: openid-client wraps oauth4webapi's error, whose
 * cause is `{ claim, expected, claims }` (only the name is read; the claims are personal).
 */
function comparedClaimOf(error: unknown): unknown {
  let at = error as TCaused;
  for (let depth = 0; depth < 3 && at; depth += 1) {
    if (typeof at.claim === 'string') return at.claim;
    at = at.cause as TCaused;
  }
  return null;
}

/** The reason of an openid-client error (its `code`, and the provider's `error`). */
export function refusalOf(error: unknown): { refusal: TSsoRefusal; detail: string } {
  const code = (error as { code?: unknown } | null)?.code;
  const oauthError = (error as { error?: unknown } | null)?.error;
  const detail = `${String(code)}${typeof oauthError === 'string' ? ` ${oauthError}` : ''}: ${
    error instanceof Error ? error.message : String(error)
  }`;
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return { refusal: 'expired', detail };
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
    // why: a token of another sign-in (its nonce not the one this browser's sign-in sent)
    // is refused as a state of another browser is; any other claim (aud, azp, iss) says the
    // token was not meant for this portal.
    const claim = comparedClaimOf(error);
    return {
      refusal: claim === 'nonce' ? 'state' : 'audience',
      detail: `${detail} (claim ${String(claim)})`,
    };
  }
  if (code === 'OAUTH_RESPONSE_BODY_ERROR' && oauthError === 'invalid_grant') {
    return { refusal: 'replay', detail };
  }
  if (code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR') {
    return {
      refusal:
        oauthError === 'access_denied' || oauthError === 'login_required' ? 'denied' : 'failed',
      detail,
    };
  }
  return { refusal: 'failed', detail };
}
