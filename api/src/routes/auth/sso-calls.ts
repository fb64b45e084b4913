// Single sign-on through an organisation's own OpenID Connect provider (issue 40 §1;
// api/src/auth/sso/README.md): options and discover for the sign-in page, the redirect to
// the provider (start), its answer (callback), and finish, which gives the page the spec's
// session for the callback's one-time code, as login does.
import { ssoDiscoverCall, ssoFinishCall, ssoOptionsCall } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOverAddressLimit } from '../../auth/sign-in-throttle.js';
import { newToken } from '../../auth/tokens.js';
import {
  authorizationStart,
  configurationOf,
  exchangeCode,
  REDIRECT_PATH,
  refusalOf,
  type TSsoRefusal,
} from '../../auth/sso/relying-party.js';
import { ssoKey } from '../../auth/sso/secret-box.js';
import { signInAccount } from '../../auth/sso/sso-accounts.js';
import {
  clientSecretOf,
  findProvider,
  hasAnyProvider,
  providerForEmail,
  type TSsoProvider,
} from '../../auth/sso/sso-links.js';
import {
  claimCallback,
  recordHandoff,
  recordStart,
  SIGN_IN_VALID_SECONDS,
  useHandoff,
} from '../../auth/sso/sso-sign-ins.js';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { API_BASE, registerCall } from '../../http/register-call.js';
import { findUserById } from '../../repositories/users-repository.js';
import { signedInAnswer } from './signed-in-answer.js';

const STATE_COOKIE = 'portal_sso';
const LOGIN_PAGE = '/auth/login';

function stateCookieOf(request: FastifyRequest): string | null {
  const match = /(?:^|;\s*)portal_sso=([A-Za-z0-9_-]{16,128})(?:;|$)/.exec(
    request.headers.cookie ?? '',
  );
  return match?.[1] ?? null;
}

/** SameSite=Lax: the provider's redirect back is a top-level GET from another site. */
function setStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAge: number,
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=${API_BASE}/auth/sso/; HttpOnly; SameSite=Lax${secure}`,
  );
}

export function ssoCalls(app: FastifyInstance, { db, config }: TDeps): void {
  const redirectUri = `${config.publicUrl}${API_BASE}${REDIRECT_PATH}`;

  const clientOf = async (provider: TSsoProvider) => {
    const secret = await clientSecretOf(db, ssoKey(config.ssoSecretKey), provider.organisationId);
    if (secret === null) throw new Error('The provider was unlinked');
    return configurationOf({
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: secret,
    });
  };

  const refuse = (
    reply: FastifyReply,
    request: FastifyRequest,
    refusal: TSsoRefusal,
    detail: string,
  ) => {
    request.log.info({ ssoRefusal: refusal, detail }, 'single sign-on refused');
    return reply.redirect(`${LOGIN_PAGE}?ssoError=${refusal}`, 303);
  };

  registerCall(app, ssoOptionsCall, async () =>
    success({ isEmailFirst: await hasAnyProvider(db) }),
  );

  registerCall(app, ssoDiscoverCall, async ({ body }) => {
    const provider = await providerForEmail(db, body.emailaddress);
    return success({ providerName: provider?.displayName ?? null });
  });

  app.get(`${API_BASE}/auth/sso/start`, async (request, reply) => {
    const email = (request.query as { email?: unknown }).email;
    if (typeof email !== 'string' || email.length > 320)
      return refuse(reply, request, 'failed', 'no address');
    if (await isOverAddressLimit(db, 'login', request.ip, config.signInLimitFactor)) {
      return refuse(reply, request, 'failed', 'over the address limit');
    }
    const provider = await providerForEmail(db, email);
    if (!provider) return refuse(reply, request, 'failed', 'no provider for the domain');
    try {
      const start = await authorizationStart(await clientOf(provider), redirectUri, email.trim());
      await recordStart(db, { organisationId: provider.organisationId, ...start });
      setStateCookie(request, reply, start.state, SIGN_IN_VALID_SECONDS);
      return reply.redirect(start.url.href, 303);
    } catch (error) {
      return refuse(reply, request, 'failed', refusalOf(error).detail);
    }
  });

  app.get(`${API_BASE}${REDIRECT_PATH}`, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const state = typeof query.state === 'string' ? query.state : '';
    const cookie = stateCookieOf(request);
    setStateCookie(request, reply, '', 0);
    if (!state) return refuse(reply, request, 'state', 'no state');
    const claimed = await claimCallback(db, state);
    if (claimed === 'used') return refuse(reply, request, 'replay', 'the callback came before');
    if (claimed === 'unknown') return refuse(reply, request, 'state', 'unknown or expired state');
    // why: a state of another browser (login CSRF: an attacker's own sign-in) is refused.
    if (cookie !== state) return refuse(reply, request, 'state', 'state not of this browser');
    const provider = await findProvider(db, claimed.organisationId);
    if (!provider) return refuse(reply, request, 'failed', 'the provider was unlinked');
    try {
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      const exchange = await exchangeCode(await clientOf(provider), callbackUrl, {
        state,
        nonce: claimed.nonce,
        codeVerifier: claimed.codeVerifier,
      });
      if (!exchange.isSuccess) return refuse(reply, request, exchange.refusal, exchange.detail);
      const account = await db.transaction((tx) => signInAccount(tx, provider, exchange.claims));
      if (!account.isSuccess) return refuse(reply, request, 'denied', account.detail);
      const handoff = newToken();
      await recordHandoff(db, state, account.userId, handoff);
      request.log.info({ userId: account.userId, isNew: account.isNew }, 'single sign-on');
      return reply.redirect(`${LOGIN_PAGE}?sso=${handoff}`, 303);
    } catch (error) {
      return refuse(reply, request, 'failed', refusalOf(error).detail);
    }
  });

  registerCall(app, ssoFinishCall, async ({ body }) => {
    const userId = await useHandoff(db, body.code);
    const user = userId === null ? null : await findUserById(db, userId);
    if (!user?.isActive) return failure(MESSAGES.ssoReplayRefused);
    return signedInAnswer(db, user);
  });
}
