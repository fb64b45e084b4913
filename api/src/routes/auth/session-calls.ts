// identify, login and logout (spec 000 §7).
import { identifyCall, loginCall, logoutCall, PORTAL_ENVIRONMENT } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { LOGIN_LOCKOUT } from '../../auth/login-policy.js';
import { hashPassword, verifyPassword } from '../../auth/password-hash.js';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../http/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { createSession, revokeSession } from '../../repositories/sessions-repository.js';
import {
  clearFailedLogins,
  findPermissions,
  findUserByLogin,
  recordFailedLogin,
} from '../../repositories/users-repository.js';

export function sessionCalls(app: FastifyInstance, { db, config }: TDeps): void {
  // why: an unknown account still costs one hash, so timing does not tell it apart.
  let dummyHash: Promise<string> | null = null;
  const burnHash = async (password: string) => {
    dummyHash ??= hashPassword('not a password', config.scryptCost);
    await verifyPassword(password, await dummyHash);
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

  registerCall(app, loginCall, async ({ body }) => {
    const user = await findUserByLogin(db, body.emailaddress);
    if (!user || !user.isActive || !user.passwordHash) {
      await burnHash(body.password);
      return failure(MESSAGES.wrongCredentials);
    }
    if (user.isLocked) return failure(MESSAGES.tooManyAttempts(LOGIN_LOCKOUT.lockMinutes));
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      const locked = await recordFailedLogin(db, user.id, LOGIN_LOCKOUT);
      return failure(
        locked ? MESSAGES.tooManyAttempts(LOGIN_LOCKOUT.lockMinutes) : MESSAGES.wrongCredentials,
      );
    }
    await clearFailedLogins(db, user.id);
    const token = await createSession(db, user.id);
    return {
      ...success(null),
      auth: {
        token,
        fullName: user.fullName,
        userId: user.id,
        roles: user.roles,
        permissions: await findPermissions(db, user.id),
        environment: PORTAL_ENVIRONMENT,
      },
    };
  });

  registerCall(app, logoutCall, async (context) => {
    await revokeSession(db, sessionOf(context).sessionId);
    return success(null);
  });
}
