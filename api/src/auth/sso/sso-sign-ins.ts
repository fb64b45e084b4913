// The rows of sign-ins through a provider (migration 041): started (state, PKCE verifier,
// nonce; 10 minutes), called back once (the state claimed in one statement), handed to
// the sign-in page once within a minute (the handoff code).
import type { TQueryable } from '../../db/database.js';
import { hashToken } from '../tokens.js';

export const SIGN_IN_VALID_SECONDS = 10 * 60;
export const HANDOFF_VALID_SECONDS = 60;

export async function recordStart(
  db: TQueryable,
  start: { organisationId: number; state: string; nonce: string; codeVerifier: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sso_sign_ins (state_hash, organisation_id, code_verifier, nonce, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [
      hashToken(start.state),
      start.organisationId,
      start.codeVerifier,
      start.nonce,
      SIGN_IN_VALID_SECONDS,
    ],
  );
}

export type TClaimedSignIn = { organisationId: number; codeVerifier: string; nonce: string };

/**
 * Claims the sign-in of `state` for its one callback: 'unknown' (no such state, or expired),
 * 'used' (its callback came already: a replay), or the row.
 */
export async function claimCallback(
  db: TQueryable,
  state: string,
): Promise<TClaimedSignIn | 'unknown' | 'used'> {
  const stateHash = hashToken(state);
  const [claimed] = await db.query<TClaimedSignIn>(
    `UPDATE sso_sign_ins SET callback_at = now()
     WHERE state_hash = $1 AND callback_at IS NULL AND expires_at > now()
     RETURNING organisation_id AS "organisationId", code_verifier AS "codeVerifier", nonce`,
    [stateHash],
  );
  if (claimed) return claimed;
  const [used] = await db.query(
    'SELECT 1 FROM sso_sign_ins WHERE state_hash = $1 AND callback_at IS NOT NULL',
    [stateHash],
  );
  return used ? 'used' : 'unknown';
}

export async function recordHandoff(
  db: TQueryable,
  state: string,
  userId: number,
  handoffCode: string,
): Promise<void> {
  await db.query('UPDATE sso_sign_ins SET handoff_hash = $2, user_id = $3 WHERE state_hash = $1', [
    hashToken(state),
    hashToken(handoffCode),
    userId,
  ]);
}

/** The user a handoff code signs in, once, within HANDOFF_VALID_SECONDS of the callback. */
export async function useHandoff(db: TQueryable, handoffCode: string): Promise<number | null> {
  const [row] = await db.query<{ userId: number }>(
    `UPDATE sso_sign_ins SET handed_off_at = now()
     WHERE handoff_hash = $1 AND handed_off_at IS NULL
       AND callback_at > now() - make_interval(secs => $2)
     RETURNING user_id AS "userId"`,
    [hashToken(handoffCode), HANDOFF_VALID_SECONDS],
  );
  return row?.userId ?? null;
}
