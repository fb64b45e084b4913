// The rows of passkeys (migration 056): a user's passkeys, her one recovery code, the
// sign-ins between their password and their passkey (tickets), the challenges handed out
// (single use, 5 minutes) and the organisation's rule of two factors.
import { randomBytes } from 'node:crypto';
import type { TQueryable } from '../../db/database.js';
import { hashToken, newToken } from '../tokens.js';

/** How long a challenge and a sign-in's ticket are good for (WebAuthn's own timeout too). */
export const PASSKEY_STEP_SECONDS = 5 * 60;

export type TStoredPasskey = {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

const PASSKEY_COLUMNS = `id, user_id AS "userId", credential_id AS "credentialId",
  public_key AS "publicKey", counter::float8 AS counter, transports, name,
  to_char(created_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt",
  to_char(last_used_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD"T"HH24:MI:SS') AS "lastUsedAt"`;

export async function passkeysOf(db: TQueryable, userId: number): Promise<TStoredPasskey[]> {
  return db.query<TStoredPasskey>(
    `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

export async function passkeyByCredential(
  db: TQueryable,
  credentialId: string,
): Promise<TStoredPasskey | null> {
  const [row] = await db.query<TStoredPasskey>(
    `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE credential_id = $1`,
    [credentialId],
  );
  return row ?? null;
}

export async function hasAnyPasskey(db: TQueryable): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM passkeys LIMIT 1');
  return row !== undefined;
}

export async function addPasskey(
  db: TQueryable,
  passkey: Pick<TStoredPasskey, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'name'> & {
    transports: readonly string[];
  },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
    [
      passkey.userId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.counter,
      [...passkey.transports],
      passkey.name,
    ],
  );
  return rows.length === 1;
}

/** Removes one of the user's passkeys; with her last one her recovery code goes too. */
export async function removePasskey(db: TQueryable, userId: number, id: number): Promise<boolean> {
  const removed = await db.query(
    'DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING 1',
    [id, userId],
  );
  // why: a recovery code stands in for a passkey; without any, the next first passkey
  // shows a new one (the old one may be lost with the device).
  await db.query(
    `DELETE FROM passkey_recovery_codes
     WHERE user_id = $1 AND NOT EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1)`,
    [userId],
  );
  return removed.length === 1;
}

/**
 * Records a use: the new signature counter, only when it went up (or the authenticator
 * keeps none: 0 and 0). false: another sign-in with the same counter came first (a cloned
 * authenticator, or a replay), and this one is refused.
 */
export async function recordUse(db: TQueryable, id: number, newCounter: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE passkeys SET counter = $2, last_used_at = now()
     WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0)) RETURNING 1`,
    [id, newCounter],
  );
  return rows.length === 1;
}

// why: Crockford's base32 without I, L, O, U: no letter to mistake for a digit when typed.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code: 20 characters of base32 (100 random bits), in groups of four. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(20);
  const characters = [...bytes].map((byte) => CODE_ALPHABET[byte % 32]).join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/** The code as typed, in the one form that was hashed (case, spaces and dashes ignored). */
export function normalRecoveryCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return (plain.match(/.{1,4}/g) ?? []).join('-');
}

/** Makes a recovery code when the user has none; answers it (to show once) or null. */
export async function issueRecoveryCode(db: TQueryable, userId: number): Promise<string | null> {
  const code = newRecoveryCode();
  const rows = await db.query(
    `INSERT INTO passkey_recovery_codes (user_id, code_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING RETURNING 1`,
    [userId, hashToken(code)],
  );
  return rows.length === 1 ? code : null;
}

/** Uses the user's recovery code, once: true when `typed` was it. */
export async function useRecoveryCode(
  db: TQueryable,
  userId: number,
  typed: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM passkey_recovery_codes WHERE user_id = $1 AND code_hash = $2 RETURNING 1',
    [userId, hashToken(normalRecoveryCode(typed))],
  );
  return rows.length === 1;
}

export async function requiresTwoFactors(db: TQueryable, organisationId: number): Promise<boolean> {
  const [row] = await db.query<{ requires: boolean }>(
    'SELECT requires_two_factors AS requires FROM organisations WHERE id = $1',
    [organisationId],
  );
  return row?.requires === true;
}

export async function setRequiresTwoFactors(
  db: TQueryable,
  organisationId: number,
  requires: boolean,
): Promise<void> {
  await db.query('UPDATE organisations SET requires_two_factors = $2 WHERE id = $1', [
    organisationId,
    requires,
  ]);
}

export type TSecondStepKind = 'verify' | 'enrol';

/** The step a right password leads to: none (the spec's session at once), or a passkey's. */
export async function secondStepOf(
  db: TQueryable,
  user: { id: number; organisationId: number },
): Promise<TSecondStepKind | null> {
  if ((await passkeysOf(db, user.id)).length > 0) return 'verify';
  return (await requiresTwoFactors(db, user.organisationId)) ? 'enrol' : null;
}

/** Starts the step between password and passkey; answers its ticket. */
export async function startSecondStep(
  db: TQueryable,
  userId: number,
  kind: TSecondStepKind,
): Promise<string> {
  const ticket = newToken();
  await db.query(
    `INSERT INTO passkey_sign_ins (ticket_hash, user_id, kind, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(ticket), userId, kind, PASSKEY_STEP_SECONDS],
  );
  return ticket;
}

/** The user of a live ticket of `kind` (not used, not expired), or null. */
export async function ticketUser(
  db: TQueryable,
  ticket: string,
  kind: TSecondStepKind,
): Promise<number | null> {
  const [row] = await db.query<{ userId: number }>(
    `SELECT user_id AS "userId" FROM passkey_sign_ins
     WHERE ticket_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashToken(ticket), kind],
  );
  return row?.userId ?? null;
}

/** Uses the ticket, once: true when this call used it (a second finish gets false). */
export async function useTicket(db: TQueryable, ticket: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE passkey_sign_ins SET used_at = now()
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING 1`,
    [hashToken(ticket)],
  );
  return rows.length === 1;
}

export type TChallengeOwner = { userId: number | null; ticket: string | null };

export async function storeChallenge(
  db: TQueryable,
  challenge: string,
  purpose: 'register' | 'authenticate',
  owner: TChallengeOwner,
): Promise<void> {
  await db.query(
    `INSERT INTO webauthn_challenges (challenge_hash, purpose, user_id, ticket_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [
      hashToken(challenge),
      purpose,
      owner.userId,
      owner.ticket === null ? null : hashToken(owner.ticket),
      PASSKEY_STEP_SECONDS,
    ],
  );
}

/**
 * Claims a challenge once (the row goes): true when it was handed out for `purpose` to
 * exactly this owner and has not expired. A second verify of the same answer finds none.
 */
export async function claimChallenge(
  db: TQueryable,
  challenge: string,
  purpose: 'register' | 'authenticate',
  owner: TChallengeOwner,
): Promise<boolean> {
  const [row] = await db.query<{ userId: number | null; ticketHash: string | null; live: boolean }>(
    `DELETE FROM webauthn_challenges WHERE challenge_hash = $1 AND purpose = $2
     RETURNING user_id AS "userId", ticket_hash AS "ticketHash", expires_at > now() AS live`,
    [hashToken(challenge), purpose],
  );
  if (!row?.live) return false;
  const ticketHash = owner.ticket === null ? null : hashToken(owner.ticket);
  return row.userId === owner.userId && row.ticketHash === ticketHash;
}
