// POST /auth/login (spec 000 §4, §7): success with a token gives the auth record; success
// with a second step (ours, issue 40 §2: a passkey comes next) gives that step; anything
// else gives the text to show (the server's message, or the catalogue's login failure).
import {
  loginCall,
  type TAuthRecord,
  type TLoginRequest,
  type TSecondStep,
} from '@portal/shared/contract';
import { callApiRaw } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';

export type TLoginResult =
  | { isSuccess: true; auth: TAuthRecord }
  | { isSuccess: true; secondStep: TSecondStep }
  | { isSuccess: false; message: string };

export async function login(request: TLoginRequest): Promise<TLoginResult> {
  try {
    const result = await callApiRaw(loginCall, { body: request });
    const auth = result.data?.auth;
    if (result.status === 'success' && auth?.token) return { isSuccess: true, auth };
    const secondStep = result.data?.secondStep;
    if (result.status === 'success' && secondStep) return { isSuccess: true, secondStep };
    // why: only a message the server itself sent is shown; otherwise the login text of
    // the catalogue (spec 000 §8), not the generic fetch failure of the parser.
    return { isSuccess: false, message: result.data?.message || MESSAGES.loginFailed };
  } catch {
    return { isSuccess: false, message: MESSAGES.loginFailed };
  }
}
