/**
 * The light part of the password rules (api/src/auth/README.md "Password rules"), the same on the
 * register and reset pages and on the server: not only white space, at least PASSWORD_MIN_LENGTH
 * characters (NIST SP 800-63B's minimum for a password a user chooses). The server then refuses
 * common, breached and personal passwords and scores the rest; the pages show its message at the
 * field. These checks in the browser are a courtesy; the server enforces.
 */
import { MESSAGES } from './catalogue/messages.js';

/** NIST SP 800-63B: a password a user chooses has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** Length in characters as a user counts them (code points, not UTF-16 units). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The message for a password that is only white space or too short, else null. */
export function basicPasswordRefusal(password: string): string | null {
  if (password.length > 0 && password.trim() === '') return MESSAGES.passwordBlank;
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) {
    return MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH);
  }
  return null;
}
