// The user's own passkeys (issue 40 §2), for the page 'Passkeys' of the user menu: the
// list, options for a new one, adding it (with the recovery code when she has none yet,
// shown once) and removing one. The last passkey of a user whose organisation requires two
// factors stays.
import {
  addPasskeyCall,
  listPasskeysCall,
  passkeyRegistrationOptionsCall,
  removePasskeyCall,
  type TPasskey,
} from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import {
  addPasskey,
  claimChallenge,
  issueRecoveryCode,
  passkeysOf,
  removePasskey,
  requiresTwoFactors,
  storeChallenge,
} from '../../auth/passkeys/passkey-store.js';
import {
  challengeOf,
  registrationOptions,
  relyingPartyOf,
  verifyNewPasskey,
} from '../../auth/passkeys/relying-party.js';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { findUserById } from '../../repositories/users-repository.js';

export function passkeyAccountCalls(app: FastifyInstance, { db, config }: TDeps): void {
  const listOf = async (userId: number): Promise<TPasskey[]> =>
    (await passkeysOf(db, userId)).map(({ id, name, createdAt, lastUsedAt }) => ({
      id,
      name,
      createdAt,
      lastUsedAt,
    }));

  registerCall(app, listPasskeysCall, async (context) =>
    success({ passkeys: await listOf(sessionOf(context).userId), recoveryCode: null }),
  );

  registerCall(app, passkeyRegistrationOptionsCall, async (context) => {
    const user = await findUserById(db, sessionOf(context).userId);
    if (!user) return failure(MESSAGES.passkeyNotAdded);
    const options = await registrationOptions(
      relyingPartyOf(config),
      user,
      await passkeysOf(db, user.id),
    );
    await storeChallenge(db, options.challenge, 'register', { userId: user.id, ticket: null });
    return success({ options: { ...options } });
  });

  registerCall(app, addPasskeyCall, async (context) => {
    const { userId } = sessionOf(context);
    const { body, request } = context;
    const refuse = (reason: string) => {
      request.log.info({ passkeyRefusal: reason }, 'passkey not added');
      return failure(MESSAGES.passkeyNotAdded);
    };
    const challenge = challengeOf(body.credential);
    if (
      challenge === null ||
      !(await claimChallenge(db, challenge, 'register', { userId, ticket: null }))
    ) {
      return refuse('unknown, used or expired challenge');
    }
    const checked = await verifyNewPasskey(relyingPartyOf(config), body.credential, challenge);
    if (!checked.isSuccess) return refuse(checked.detail);
    if (!(await addPasskey(db, { userId, name: body.name, ...checked.credential }))) {
      return refuse('credential known');
    }
    const recoveryCode = await issueRecoveryCode(db, userId);
    return success({ passkeys: await listOf(userId), recoveryCode }, MESSAGES.passkeyAdded);
  });

  registerCall(app, removePasskeyCall, async (context) => {
    const { userId, organisationId } = sessionOf(context);
    const passkeys = await passkeysOf(db, userId);
    const isLast = passkeys.length === 1 && passkeys[0]?.id === context.body.id;
    if (isLast && (await requiresTwoFactors(db, organisationId))) {
      return failure(MESSAGES.passkeyLastRequired);
    }
    await removePasskey(db, userId, context.body.id);
    return success({ passkeys: await listOf(userId), recoveryCode: null }, MESSAGES.passkeyRemoved);
  });
}
