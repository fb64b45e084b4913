// The conformance kit (@portal/conformance/kit) run against our own api on the demo data,
// over HTTP as a supplier's backend would be checked: every MUST and SHOULD passes, writes
// included. The demo records are the ones the committed document's examples name. The
// same app serves the OpenAPI document and its page (one seeded database for both).
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
import { OPENAPI_FILE } from './openapi-file.js';

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
  // why: some 400 requests on a seeded database; a loaded CI machine may need more than the
  // default two minutes of a hook.
}, 240_000);
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

describe('the OpenAPI document served', () => {
  it('answers the committed document to anyone, cacheable', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/Rest/Pwa/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(answer.body).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
  });

  it('shows it on a page whose scripts are files of its own origin, under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/Rest/Pwa/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // no inline script: every script element loads a file
    expect(page.body).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\ssrc=)[^>]*>/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBe(3);
    for (const source of sources) {
      const asset = await t.app.inject({ method: 'GET', url: source ?? '' });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.headers['content-type'], source).toMatch(/^text\/(?:css|javascript)/);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/Rest/Pwa/docs/index.html' });
    expect(missing.statusCode).toBe(404);
  });
});
