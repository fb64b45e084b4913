// forgot, checkGuid and setPassword: the register and reset links (spec 000 §2.1, §7).
// Each is limited per client address (api/src/auth/README.md "Sign-in"); forgot answers at once,
// the same for every account, and sends the mail after answering.
import { checkGuidCall, forgotCall, setPasswordCall } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodeBase64Password } from '../../auth/base64-password.js';
import { RESET_MAIL_EVERY_MINUTES } from '../../auth/login-policy.js';
import { passwordRefusal } from '../../auth/password-policy.js';
import { keepClientCookie } from '../../auth/client-cookie.js';
import { isOverAddressLimit, recordSignInSuccess } from '../../auth/sign-in-throttle.js';
import { hashPassword } from '../../auth/password-hash.js';
import { providerForEmail } from '../../auth/sso/sso-links.js';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall } from '../../http/register-call.js';
import { mailBrand, registerMail, resetMail } from '../../mail/account-mails.js';
import {
  createAccountToken,
  findUsableAccountToken,
  useAccountTokens,
} from '../../repositories/account-tokens-repository.js';
import { revokeUserSessions } from '../../repositories/sessions-repository.js';
import { claimOncePer, throttleKey } from '../../repositories/throttle-repository.js';
import { readSupplier, readSupplierName } from '../../files/supplier-profile.js';
import {
  findPasswordContext,
  findUserByLogin,
  setPasswordHash,
} from '../../repositories/users-repository.js';

export function accountLink(publicUrl: string, kind: 'register' | 'reset', token: string): string {
  return `${publicUrl}/auth/${kind}/${token}`;
}

export function accountTokenCalls(app: FastifyInstance, { db, config, mailer }: TDeps): void {
  const brand = () => mailBrand(readSupplier(config), config.publicUrl);
  /**
   * Mails an active account, at most once per RESET_MAIL_EVERY_MINUTES: a reset link to a
   * registered one, and to one that was invited and never registered its invitation
   * again (a new register link; the old one stops working). why: an invited user who asks
   * 'Wachtwoord vergeten' has lost or let expire the invitation and has no password to
   * reset; the register mail and its 'Uw account is succesvol aangemaakt' is her way in
   * (api/src/mail/README.md "Who gets which mail").
   */
  const sendResetMail = async (userName: string) => {
    const user = await findUserByLogin(db, userName);
    if (!user?.isActive) return;
    // why: an address of a domain linked to its organisation's provider signs in there only
    // (issue 40 §1), so a password it set would not work; the answer stays the same.
    if (await providerForEmail(db, user.email)) return;
    const key = throttleKey('reset-mail', String(user.id));
    if (!(await claimOncePer(db, key, RESET_MAIL_EVERY_MINUTES))) return;
    if (user.passwordHash === null) {
      const token = await db.transaction(async (tx) => {
        await useAccountTokens(tx, user.id);
        return createAccountToken(tx, user.id, 'register');
      });
      const link = accountLink(config.publicUrl, 'register', token);
      await mailer.send(await registerMail(brand(), user.email, user.fullName, link), db);
      return;
    }
    const token = await createAccountToken(db, user.id, 'reset');
    const link = accountLink(config.publicUrl, 'reset', token);
    await mailer.send(await resetMail(brand(), user.email, user.fullName, link), db);
  };

  const tooManyRequests = async (reply: FastifyReply) => {
    const answer = failure(MESSAGES.tooManyRequests);
    await reply.code(429).header('retry-after', '60').send(answer);
    return answer;
  };

  registerCall(app, forgotCall, async ({ body, request, reply }) => {
    // why: over the limit nothing is sent, but the answer stays the same: it must not tell
    // anything, and a real user is helped by the one mail that did go out.
    if (!(await isOverAddressLimit(db, 'forgot', request.ip, config.signInLimitFactor))) {
      app.afterAnswer.run(reply, () => sendResetMail(body.userName));
    }
    return { status: 'handled' as const, message: null, response: null };
  });

  registerCall(app, checkGuidCall, async ({ body, request, reply }) => {
    if (await isOverAddressLimit(db, 'checkGuid', request.ip, config.signInLimitFactor))
      return tooManyRequests(reply);
    const token = await findUsableAccountToken(db, body.guid);
    return token ? success(null) : failure(MESSAGES.tokenInvalid);
  });

  registerCall(app, setPasswordCall, async ({ body, request, reply }) => {
    if (await isOverAddressLimit(db, 'setPassword', request.ip, config.signInLimitFactor))
      return tooManyRequests(reply);
    const token = await findUsableAccountToken(db, body.guid);
    if (!token) return failure(MESSAGES.tokenInvalid);
    const password = decodeBase64Password(body.password);
    if (password === null) {
      return failure(MESSAGES.invalidInput, { fields: { password: MESSAGES.invalidInput } });
    }
    const refusal = await passwordRefusal(password, {
      ...(await findPasswordContext(db, token.userId)),
      supplierName: readSupplierName(config),
    });
    if (refusal) return failure(refusal, { fields: { password: refusal } });
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
    app.sessionAuth.endedForUser(token.userId);
    // why: the mailed link proves the owner, so this browser signs in as a known client
    // even while strangers slow down the account's unknown ones.
    await recordSignInSuccess(db, null, {
      userId: token.userId,
      address: request.ip,
      clientToken: keepClientCookie(request, reply),
    });
    return success(
      null,
      token.kind === 'register' ? MESSAGES.registered : MESSAGES.passwordChanged,
    );
  });
}
