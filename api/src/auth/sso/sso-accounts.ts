// The user an ID token stands for (issue 40 §1): found by the provider's `sub` in the
// organisation, else by e-mail address in the organisation (an account that existed before
// the link), else created just in time; each sign-in sets name, roles and permissions from
// the provider's groups. An address outside the organisation's domains, an account of
// another organisation, no mapped group or an account blocked here: no session.
import type { TQueryable } from '../../db/database.js';
import { createUser, replacePermissions } from '../../repositories/users-repository.js';
import { groupsOf, mapGroups } from './group-permissions.js';
import type { TSsoProvider } from './sso-links.js';

export type TAccountOutcome =
  { isSuccess: true; userId: number; isNew: boolean } | { isSuccess: false; detail: string };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The address a token names: `email`, or Entra's `preferred_username` / `upn`. */
export function emailOfClaims(claims: Record<string, unknown>): string | null {
  const email = text(claims.email) ?? text(claims.preferred_username) ?? text(claims.upn);
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email.toLowerCase() : null;
}

export async function signInAccount(
  tx: TQueryable,
  provider: TSsoProvider,
  claims: Record<string, unknown>,
): Promise<TAccountOutcome> {
  const subject = text(claims.sub);
  const email = emailOfClaims(claims);
  if (!subject || !email) return { isSuccess: false, detail: 'no sub or e-mail address' };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!provider.domains.includes(domain)) {
    return { isSuccess: false, detail: 'e-mail domain not linked to the organisation' };
  }
  const fullName = text(claims.name) ?? email;
  const access = mapGroups(
    groupsOf(claims, provider.groupClaim),
    provider.groupPermissions,
    provider.managementGroups,
  );
  const [identity] = await tx.query<{ userId: number }>(
    `SELECT user_id AS "userId" FROM sso_identities WHERE organisation_id = $1 AND subject = $2`,
    [provider.organisationId, subject],
  );
  const [byEmail] = identity
    ? []
    : await tx.query<{ id: number; organisationId: number }>(
        `SELECT id, organisation_id AS "organisationId" FROM users WHERE lower(email) = $1`,
        [email],
      );
  if (byEmail && byEmail.organisationId !== provider.organisationId) {
    return { isSuccess: false, detail: 'the address is an account of another organisation' };
  }
  if (byEmail) {
    const [other] = await tx.query('SELECT 1 FROM sso_identities WHERE user_id = $1', [byEmail.id]);
    // why: the address was someone else at the provider before (another `sub`); the
    // supplier decides (unlink the old identity) rather than the token.
    if (other) return { isSuccess: false, detail: 'the account is linked to another subject' };
  }
  const existingId = identity?.userId ?? byEmail?.id ?? null;
  if (!access) {
    // why: taken out of every mapped group at the provider: an open session loses its rights.
    if (existingId !== null) await replacePermissions(tx, existingId, {});
    return { isSuccess: false, detail: 'none of the groups is mapped' };
  }
  if (existingId === null) {
    const userId = await createUser(tx, {
      organisationId: provider.organisationId,
      email,
      fullName,
      roles: access.roles,
      permissions: access.permissions,
    });
    await tx.query(
      'INSERT INTO sso_identities (organisation_id, subject, user_id) VALUES ($1, $2, $3)',
      [provider.organisationId, subject, userId],
    );
    return { isSuccess: true, userId, isNew: true };
  }
  const [user] = await tx.query<{ isActive: boolean }>(
    'SELECT is_active AS "isActive" FROM users WHERE id = $1 FOR UPDATE',
    [existingId],
  );
  if (!user?.isActive) return { isSuccess: false, detail: 'the account is blocked in the portal' };
  await tx.query('UPDATE users SET full_name = $2, roles = $3 WHERE id = $1', [
    existingId,
    fullName,
    access.roles,
  ]);
  await replacePermissions(tx, existingId, access.permissions);
  await tx.query(
    `INSERT INTO sso_identities (organisation_id, subject, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (organisation_id, subject) DO UPDATE SET last_sign_in_at = now()`,
    [provider.organisationId, subject, existingId],
  );
  return { isSuccess: true, userId: existingId, isNew: false };
}
