// The session look-up every request makes: one statement, permissions included, and a
// write only when last_seen_at is more than a minute (or a tenth of the idle limit) old.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';
import { findLiveSession } from './sessions-repository.js';

let t: TTestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(ANNA);
});
afterAll(() => t.close());

async function secondsSinceSeen(): Promise<number> {
  const [row] = await t.db.query<{ seconds: number }>(
    `SELECT extract(epoch FROM now() - last_seen_at)::int AS seconds FROM sessions
     WHERE revoked_at IS NULL ORDER BY id DESC LIMIT 1`,
  );
  return row?.seconds ?? -1;
}

describe('findLiveSession', () => {
  it('answers the session with its permissions and leaves a recent last_seen_at alone', async () => {
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '20 seconds'");
    const session = await findLiveSession(t.db, token, 1800, 43_200);
    expect(session).toMatchObject({ fullName: 'Anna de Vries', permissions: { '*': 2 } });
    expect(session?.roles).toContain('management');
    expect(await secondsSinceSeen()).toBe(20);
  });

  it('moves last_seen_at to now once it is more than a minute old', async () => {
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '90 seconds'");
    expect(await findLiveSession(t.db, token, 1800, 43_200)).not.toBeNull();
    expect(await secondsSinceSeen()).toBe(0);
  });

  it('keeps a session with a short idle limit alive while it is used (a tenth of the limit)', async () => {
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '2 seconds'");
    expect(await findLiveSession(t.db, token, 3, 43_200)).not.toBeNull();
    expect(await secondsSinceSeen()).toBe(0);
  });

  it('finds nothing for an idle, revoked or unknown session', async () => {
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes'");
    expect(await findLiveSession(t.db, token, 1800, 43_200)).toBeNull();
    expect(await findLiveSession(t.db, 'no such token', 1800, 43_200)).toBeNull();
    await t.db.query('UPDATE sessions SET last_seen_at = now(), revoked_at = now()');
    expect(await findLiveSession(t.db, token, 1800, 43_200)).toBeNull();
  });
});
