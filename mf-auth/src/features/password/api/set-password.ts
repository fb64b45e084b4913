// POST /auth/setPassword (spec 000 §5): the password travels base64-encoded (UTF-8).
import { setPasswordCall } from '@portal/shared/contract';
import { callApiRaw } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
import { encodePassword } from './encode-password';

/** The answer; a refused password carries the server's message for the field too. */
export type TSaveResult =
  { isSaved: true } | { isSaved: false; message: string; passwordError: string | null };

export async function setPassword(guid: string, password: string): Promise<TSaveResult> {
  try {
    const result = await callApiRaw(setPasswordCall, {
      body: { guid, password: encodePassword(password) },
    });
    if (result.status === 'success') return { isSaved: true };
    return {
      isSaved: false,
      message: result.data?.message || MESSAGES.requestFailed,
      passwordError: result.fields?.['password'] ?? null,
    };
  } catch {
    return { isSaved: false, message: MESSAGES.requestFailed, passwordError: null };
  }
}
