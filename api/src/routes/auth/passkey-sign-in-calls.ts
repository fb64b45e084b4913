// Signing in with a passkey (issue 40 §2; api/src/auth/README.md "Passkeys"): the second
// step after a right password (its ticket), a sign-in with a passkey alone, the recovery
// code instead of the passkey, and the first passkey of a user whose organisation requires
// two factors. Each ends in the spec's login answer, so the front ends hold the same
// session as after a password. A passkey sign-in never waits for a stranger's password
// guesses: it has a per-address limit of its own and no account counters.
import {
  passkeyAvailableCall,
  passkeyEnrolCall,
  passkeyEnrolOptionsCall,
  passkeyRecoveryCall,
  passkeySignInCall,
  passkeySignInOptionsCall,
} from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keepClientCookie } from '../../auth/client-cookie.js';
import {
  addPasskey,
  claimChallenge,
  hasAnyPasskey,
  issueRecoveryCode,
  passkeyByCredential,
  passkeysOf,
  recordUse,
  storeChallenge,
  ticketUser,
  useRecoveryCode,
  useTicket,
} from '../../auth/passkeys/passkey-store.js';
import {
  authenticationOptions,
  challengeOf,
  registrationOptions,
  relyingPartyOf,
  verifyNewPasskey,
  verifySignIn,
} from '../../auth/passkeys/relying-party.js';
import { isOverAddressLimit, recordSignInSuccess } from '../../auth/sign-in-throttle.js';
import { providerForEmail } from '../../auth/sso/sso-links.js';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall } from '../../http/register-call.js';
import { findUserById, type TUserRow } from '../../repositories/users-repository.js';
import { signedInAnswer } from './signed-in-answer.js';

export function passkeySignInCalls(app: FastifyInstance, { db, config }: TDeps): void {
  const rp = () => relyingPartyOf(config);
  const overLimit = (request: FastifyRequest) =>
    isOverAddressLimit(db, 'passkey', request.ip, config.signInLimitFactor);

  const refuse = (
    request: FastifyRequest,
    reason: string,
    message: string = MESSAGES.passkeyRefused,
  ) => {
    request.log.info({ passkeyRefusal: reason }, 'passkey sign-in refused');
    return failure(message);
  };

  /** An account that may start a session: active, and not of a domain that signs in at its provider. */
  const mayStart = async (user: TUserRow): Promise<boolean> =>
    user.isActive && (await providerForEmail(db, user.email)) === null;

  const startSession = async (request: FastifyRequest, reply: FastifyReply, user: TUserRow) => {
    // why: a passkey proves the owner, as a right password does: this browser is known.
    await recordSignInSuccess(db, null, {
      userId: user.id,
      address: request.ip,
      clientToken: keepClientCookie(request, reply),
    });
    return signedInAnswer(db, user);
  };

  registerCall(app, passkeyAvailableCall, async () =>
    success({ isOffered: await hasAnyPasskey(db) }),
  );

  registerCall(app, passkeySignInOptionsCall, async ({ body, request }) => {
    if (await overLimit(request))
      return refuse(request, 'over the address limit', MESSAGES.passkeyTooMany);
    const ticket = body.ticket ?? null;
    const userId = ticket === null ? null : await ticketUser(db, ticket, 'verify');
    if (ticket !== null && userId === null)
      return refuse(request, 'no live ticket', MESSAGES.passkeyStepExpired);
    const allowed = userId === null ? null : await passkeysOf(db, userId);
    const options = await authenticationOptions(rp(), allowed);
    await storeChallenge(db, options.challenge, 'authenticate', { userId, ticket });
    return success({ options: { ...options } });
  });

  registerCall(app, passkeySignInCall, async ({ body, request, reply }) => {
    if (await overLimit(request))
      return refuse(request, 'over the address limit', MESSAGES.passkeyTooMany);
    const ticket = body.ticket ?? null;
    const ticketOwner = ticket === null ? null : await ticketUser(db, ticket, 'verify');
    if (ticket !== null && ticketOwner === null)
      return refuse(request, 'no live ticket', MESSAGES.passkeyStepExpired);
    const challenge = challengeOf(body.credential);
    if (
      challenge === null ||
      !(await claimChallenge(db, challenge, 'authenticate', { userId: ticketOwner, ticket }))
    ) {
      return refuse(request, 'unknown, used or expired challenge');
    }
    const passkey = await passkeyByCredential(db, body.credential.id);
    // why: a removed passkey, or one of another account than the password's, is no key here.
    if (!passkey || (ticketOwner !== null && passkey.userId !== ticketOwner)) {
      return refuse(request, 'unknown passkey');
    }
    const user = await findUserById(db, passkey.userId);
    if (!user || !(await mayStart(user))) return refuse(request, 'account may not sign in');
    const checked = await verifySignIn(rp(), body.credential, passkey, challenge, ticket === null);
    if (!checked.isSuccess) return refuse(request, checked.detail);
    if (!(await recordUse(db, passkey.id, checked.newCounter))) {
      return refuse(request, 'signature counter did not go up');
    }
    if (ticket !== null && !(await useTicket(db, ticket))) return refuse(request, 'ticket used');
    return startSession(request, reply, user);
  });

  registerCall(app, passkeyRecoveryCall, async ({ body, request, reply }) => {
    if (await overLimit(request))
      return refuse(request, 'over the address limit', MESSAGES.passkeyTooMany);
    const userId = await ticketUser(db, body.ticket, 'verify');
    if (userId === null) return refuse(request, 'no live ticket', MESSAGES.passkeyStepExpired);
    const user = await findUserById(db, userId);
    if (!user || !(await mayStart(user))) return refuse(request, 'account may not sign in');
    if (!(await useRecoveryCode(db, userId, body.code))) {
      return refuse(request, 'wrong recovery code', MESSAGES.recoveryCodeRefused);
    }
    if (!(await useTicket(db, body.ticket))) return refuse(request, 'ticket used');
    request.log.info({ userId }, 'recovery code used');
    return startSession(request, reply, user);
  });

  registerCall(app, passkeyEnrolOptionsCall, async ({ body, request }) => {
    if (await overLimit(request))
      return refuse(request, 'over the address limit', MESSAGES.passkeyTooMany);
    const userId = await ticketUser(db, body.ticket, 'enrol');
    const user = userId === null ? null : await findUserById(db, userId);
    if (!user) return refuse(request, 'no live ticket', MESSAGES.passkeyStepExpired);
    const options = await registrationOptions(rp(), user, await passkeysOf(db, user.id));
    await storeChallenge(db, options.challenge, 'register', {
      userId: user.id,
      ticket: body.ticket,
    });
    return success({ options: { ...options } });
  });

  registerCall(app, passkeyEnrolCall, async ({ body, request, reply }) => {
    if (await overLimit(request))
      return refuse(request, 'over the address limit', MESSAGES.passkeyTooMany);
    const userId = await ticketUser(db, body.ticket, 'enrol');
    const user = userId === null ? null : await findUserById(db, userId);
    if (!user) return refuse(request, 'no live ticket', MESSAGES.passkeyStepExpired);
    if (!(await mayStart(user))) return refuse(request, 'account may not sign in');
    const challenge = challengeOf(body.credential);
    if (
      challenge === null ||
      !(await claimChallenge(db, challenge, 'register', { userId: user.id, ticket: body.ticket }))
    ) {
      return refuse(request, 'unknown, used or expired challenge', MESSAGES.passkeyNotAdded);
    }
    const checked = await verifyNewPasskey(rp(), body.credential, challenge);
    if (!checked.isSuccess) return refuse(request, checked.detail, MESSAGES.passkeyNotAdded);
    const isNew = await addPasskey(db, { userId: user.id, name: body.name, ...checked.credential });
    if (!isNew) return refuse(request, 'credential known', MESSAGES.passkeyNotAdded);
    const recoveryCode = await issueRecoveryCode(db, user.id);
    if (!(await useTicket(db, body.ticket))) return refuse(request, 'ticket used');
    const answer = await startSession(request, reply, user);
    return { ...answer, response: { recoveryCode } };
  });
}
