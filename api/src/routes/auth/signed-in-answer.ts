// The answer of a sign-in that starts a session: the spec's login answer, which single
// sign-on's finish gives as well, so the front ends hold the same session either way.
import { PORTAL_ENVIRONMENT } from '@portal/shared/contract';
import { success } from '../../answer/envelope.js';
import type { TDeps } from '../../deps.js';
import { createSession } from '../../repositories/sessions-repository.js';
import { findPermissions } from '../../repositories/users-repository.js';

type TSignedInUser = { id: number; fullName: string; roles: string[] };

/** A new session for `user` and the answer that hands it over. */
export async function signedInAnswer(db: TDeps['db'], user: TSignedInUser) {
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
}
