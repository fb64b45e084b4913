// identify, login and logout (spec 000 §7). A refused login (unknown account, wrong
// password, throttled) gives one answer after the same time; a stranger's failures slow
// down the clients the account does not know, never those it does (api/src/auth/README.md
// "Sign-in").
import { identifyCall, loginCall, logoutCall, PORTAL_ENVIRONMENT } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/password-hash.js';
import { clientTokenOf, keepClientCookie } from '../../auth/client-cookie.js';
import {
  answerNoSoonerThan,
  isOverAddressLimit,
  mayTry,
  recordSignInFailure,
  recordSignInSuccess,
  signInGate,
} from '../../auth/sign-in-throttle.js';
import { secondStepOf, startSecondStep } from '../../auth/passkeys/passkey-store.js';
import { providerForEmail } from '../../auth/sso/sso-links.js';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { revokeSession } from '../../repositories/sessions-repository.js';
import { findUserByLogin } from '../../repositories/users-repository.js';
import { signedInAnswer } from './signed-in-answer.js';

export function sessionCalls(app: FastifyInstance, { db, config }: TDeps): void {
  // why: an unknown account still costs one hash, so timing does not tell it apart.
  let dummyHash: Promise<string> | null = null;
  const burnHash = async (password: string): Promise<false> => {
    dummyHash ??= hashPassword('not a password', config.scryptCost);
    await verifyPassword(password, await dummyHash);
    return false;
  };

  registerCall(app, identifyCall, async (context) => {
    const session = sessionOf(context);
    return success({
      fullName: session.fullName,
      userId: session.userId,
      roles: session.roles,
      permissions: session.permissions,
      environment: PORTAL_ENVIRONMENT,
    });
  });

  registerCall(app, loginCall, async ({ body, request, reply }) => {
    const startedAt = performance.now();
    const refuse = async () => {
      await answerNoSoonerThan(startedAt, config.loginAnswerFloorMs);
      return failure(MESSAGES.signInRefused);
    };
    if (await isOverAddressLimit(db, 'login', request.ip, config.signInLimitFactor)) {
      return refuse();
    }
    const user = await findUserByLogin(db, body.emailaddress);
    const gate = await signInGate(db, {
      login: body.emailaddress,
      userId: user?.id ?? null,
      address: request.ip,
      clientToken: clientTokenOf(request),
    });
    // why: throttled attempts check no password at all, so guessing gains nothing.
    if (!(await mayTry(db, gate))) return refuse();
    // why: an account of a domain linked to a provider signs in there only, so one the
    // provider disabled cannot sign in here with a password it still has (issue 40 §1).
    const isKnown =
      user !== null &&
      user.isActive &&
      user.passwordHash !== null &&
      (await providerForEmail(db, user.email)) === null;
    const isRight = isKnown
      ? await verifyPassword(body.password, user.passwordHash ?? '')
      : await burnHash(body.password);
    if (!user || !isRight) {
      await recordSignInFailure(db, gate);
      return refuse();
    }
    await recordSignInSuccess(db, gate, {
      userId: user.id,
      address: request.ip,
      clientToken: keepClientCookie(request, reply),
    });
    // why: a user with a passkey, or of an organisation that requires two factors, gets
    // the session only after the second step (issue 40 §2); every other user the spec's
    // answer, unchanged.
    const second = await secondStepOf(db, user);
    if (second !== null) {
      const ticket = await startSecondStep(db, user.id, second);
      return { ...success(null), auth: null, secondStep: { kind: second, ticket } };
    }
    return signedInAnswer(db, user);
  });

  registerCall(app, logoutCall, async (context) => {
    const { sessionId } = sessionOf(context);
    await revokeSession(db, sessionId);
    app.sessionAuth.ended(sessionId);
    return success(null);
  });
}
