// forgot, checkGuid and setPassword: the register and reset links (spec 000 §2.1, §7).
import { checkGuidCall, forgotCall, setPasswordCall } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { decodeBase64Password, passwordLength } from '../../auth/base64-password.js';
import { PASSWORD_MIN_LENGTH } from '../../auth/login-policy.js';
import { hashPassword } from '../../auth/password-hash.js';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../http/envelope.js';
import { registerCall } from '../../http/register-call.js';
import { resetMail } from '../../mail/account-mails.js';
import {
  createAccountToken,
  findUsableAccountToken,
  useAccountTokens,
} from '../../repositories/account-tokens-repository.js';
import { revokeUserSessions } from '../../repositories/sessions-repository.js';
import { findUserByLogin, setPasswordHash } from '../../repositories/users-repository.js';

export function accountLink(publicUrl: string, kind: 'register' | 'reset', token: string): string {
  return `${publicUrl}/auth/${kind}/${token}`;
}

export function accountTokenCalls(app: FastifyInstance, { db, config, mailer }: TDeps): void {
  registerCall(app, forgotCall, async ({ body, request }) => {
    const user = await findUserByLogin(db, body.userName);
    if (user?.isActive) {
      try {
        const token = await createAccountToken(db, user.id, 'reset');
        const link = accountLink(config.publicUrl, 'reset', token);
        await mailer.send(resetMail(user.email, user.fullName, link), db);
      } catch (error) {
        // why: the answer must not reveal whether the account exists, not even by failing.
        request.log.error({ err: error }, 'reset mail failed');
      }
    }
    return { status: 'handled' as const, message: null, response: null };
  });

  registerCall(app, checkGuidCall, async ({ body }) => {
    const token = await findUsableAccountToken(db, body.guid);
    return token ? success(null) : failure(MESSAGES.tokenInvalid);
  });

  registerCall(app, setPasswordCall, async ({ body }) => {
    const token = await findUsableAccountToken(db, body.guid);
    if (!token) return failure(MESSAGES.tokenInvalid);
    const password = decodeBase64Password(body.password);
    if (password === null) {
      return failure(MESSAGES.invalidInput, { fields: { password: MESSAGES.invalidInput } });
    }
    if (passwordLength(password) < PASSWORD_MIN_LENGTH) {
      const message = MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH);
      return failure(message, { fields: { password: message } });
    }
    const hash = await hashPassword(password, config.scryptCost);
    const saved = await db.transaction(async (tx) => {
      // why: claim the token in the same statement that checks it, so it works only once.
      const claimed = await tx.query(
        'UPDATE account_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id',
        [token.id],
      );
      if (claimed.length === 0) return false;
      await useAccountTokens(tx, token.userId);
      await setPasswordHash(tx, token.userId, hash);
      await revokeUserSessions(tx, token.userId);
      return true;
    });
    if (!saved) return failure(MESSAGES.tokenInvalid);
    return success(
      null,
      token.kind === 'register' ? MESSAGES.registered : MESSAGES.passwordChanged,
    );
  });
}
