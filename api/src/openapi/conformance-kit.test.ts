// The conformance kit (@portal/conformance/kit) run against our own api on the demo data,
// over HTTP as a supplier's backend would be checked: every MUST and SHOULD passes, writes
// included. The demo records are the ones the committed document's examples name.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_IDS } from '@portal/conformance/kit';
import { runKit, type TKitReport } from '@portal/conformance/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleIdsOf } from '../testing/example-ids.js';
import {
  ANNA,
  BRAM,
  CARLA,
  createTestContext,
  type TTestContext,
} from '../testing/test-context.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { DEMO_EXAMPLE_IDS } from './demo-example-ids.js';

let t: TTestContext;
let report: TKitReport;
const outDir = mkdtempSync(join(tmpdir(), 'portal-conformance-'));

beforeAll(async () => {
  t = await createTestContext();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  report = await runKit({
    baseUrl: address,
    main: { user: ANNA, password: DEMO_PASSWORD },
    other: { user: CARLA, password: DEMO_PASSWORD },
    levelOne: { user: BRAM, password: DEMO_PASSWORD },
    ids: await exampleIdsOf(t.db),
    writes: true,
    outDir,
    only: null,
  });
});
afterAll(async () => {
  await t.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the conformance kit against our api', () => {
  it('passes every MUST and SHOULD check', () => {
    expect(report.failures.map((f) => `${f.tier} ${f.call}: ${f.check} (${f.detail})`)).toEqual([]);
    expect(report.results.filter((r) => r.outcome === 'pass').length).toBeGreaterThan(200);
  });

  it('checked each kind of thing it promises', () => {
    const checks = new Set(report.results.map((r) => r.check));
    for (const kind of [
      /schema/,
      /401/,
      /403/,
      /organisation/,
      /totalCount/,
      /narrow|search/,
      /file as/,
      /Idempotency-Key/,
    ]) {
      expect(
        [...checks].some((check) => kind.test(check)),
        String(kind),
      ).toBe(true);
    }
  });

  it('writes JUnit XML and an HTML report', () => {
    expect(readFileSync(report.files.junit, 'utf8')).toMatch(
      /<testsuite name="MUST" tests="\d+" failures="0"/,
    );
    expect(readFileSync(report.files.html, 'utf8')).toContain('<h1>Conformance of');
  });

  it('ran on the demo records the OpenAPI examples and the kit default to', async () => {
    expect(await exampleIdsOf(t.db)).toEqual(DEMO_EXAMPLE_IDS);
    expect(DEMO_IDS).toEqual(DEMO_EXAMPLE_IDS);
  });
});
