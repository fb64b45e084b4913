// POST /auth/checkGuid (spec 000 §4): is the register/reset link still valid?
import { checkGuidCall } from '@portal/shared/contract';
import { callApiRaw } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';

export type TCheckResult = { isValid: true } | { isValid: false; message: string };

export async function checkGuid(guid: string): Promise<TCheckResult> {
  try {
    const result = await callApiRaw(checkGuidCall, { body: { guid } });
    if (result.status === 'success') return { isValid: true };
    return { isValid: false, message: result.data?.message || MESSAGES.requestFailed };
  } catch {
    return { isValid: false, message: MESSAGES.requestFailed };
  }
}
