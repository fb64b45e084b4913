// POST /auth/forgot (spec 000 §4, §8): 'handled' is success; any other status is error (1),
// no answer at all is error (2).
import { forgotCall } from '@portal/shared/contract';
import { callApiRaw } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';

export type TForgotResult = { isHandled: true } | { isHandled: false; message: string };

export async function requestPasswordReset(userName: string): Promise<TForgotResult> {
  try {
    const result = await callApiRaw(forgotCall, { body: { userName } });
    if (result.status === 'handled') return { isHandled: true };
    return { isHandled: false, message: MESSAGES.forgotNotHandled };
  } catch {
    return { isHandled: false, message: MESSAGES.forgotNetwork };
  }
}
