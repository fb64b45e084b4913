// The admin CLI's passkey commands (issue 40 §2): an organisation requires two factors and
// no longer does; a user's passkeys and recovery code are removed for her.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueRecoveryCode, requiresTwoFactors } from '../auth/passkeys/passkey-store.js';
import { createMailer } from '../mail/mailer.js';
import { findUserByLogin } from '../repositories/users-repository.js';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';
import { UsageError, type TOptions } from './admin-commands.js';
import { passkeysRemoveCommand, twoFactorsCommand } from './passkey-commands.js';

let t: TTestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const run = (command: typeof twoFactorsCommand, options: TOptions) =>
  command({ db: t.db, config: t.config, mailer: createMailer(t.config), options });

describe('passkey commands', () => {
  it('makes an organisation require two factors, and --off undoes it', async () => {
    const [org] = await t.db.query<{ id: number }>(
      "SELECT id FROM organisations WHERE name = 'Thuiszorg Oost'",
    );
    const id = org?.id ?? 0;
    expect(await run(twoFactorsCommand, { org: 'thuiszorg oost' })).toEqual([
      'Thuiszorg Oost requires two factors: each user adds a passkey at her next sign-in',
    ]);
    expect(await requiresTwoFactors(t.db, id)).toBe(true);
    await run(twoFactorsCommand, { org: String(id), off: true });
    expect(await requiresTwoFactors(t.db, id)).toBe(false);
    await expect(run(twoFactorsCommand, { org: 'Niemand' })).rejects.toThrow(UsageError);
  });

  it("removes a user's passkeys and her recovery code", async () => {
    const anna = await findUserByLogin(t.db, ANNA);
    const userId = anna?.id ?? 0;
    await t.db.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, 'a', 'k', 'A'), ($1, 'b', 'k', 'B')`,
      [userId],
    );
    await issueRecoveryCode(t.db, userId);
    const lines = await run(passkeysRemoveCommand, { email: ANNA });
    expect(lines[0]).toContain('Removed 2 passkey(s)');
    const [left] = await t.db.query<{ count: number }>(
      `SELECT (SELECT count(*) FROM passkeys WHERE user_id = $1)::int
        + (SELECT count(*) FROM passkey_recovery_codes WHERE user_id = $1)::int AS count`,
      [userId],
    );
    expect(left?.count).toBe(0);
  });
});
