// Several api processes starting on one new database each find it empty: the demo data is
// loaded once, by whichever gets the lock first.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { TEST_SCRYPT_COST } from '../testing/test-context.js';
import { openTestDatabase } from '../testing/test-database.js';
import { seedDemo } from './demo-seed.js';

describe('seedDemo', () => {
  // why: the whole demo seed is the work under test (its migrations' triggers included); on a
  // 2-core CI machine running three suites side by side it can take most of a minute.
  it('loads the demo data once when two start at the same time', { timeout: 90_000 }, async () => {
    const database = await openTestDatabase();
    try {
      const options = { ...readConfig({}), scryptCost: TEST_SCRYPT_COST };
      const loaded = await Promise.all([
        seedDemo(database.db, options),
        seedDemo(database.db, options),
      ]);
      expect(loaded.sort()).toEqual([false, true]);
      const [row] = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM organisations',
      );
      // two customer organisations and the supplier's own (the back office's staff)
      expect(row?.n).toBe(3);
    } finally {
      await database.drop();
    }
  });
});
