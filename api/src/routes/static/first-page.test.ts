import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { STARTUP_DATA_ID, ZPortalConfig, ZPortalStartup } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../testing/test-context.js';
import { firstPageHtml, inlineScriptHashes, scriptSafeJson } from './first-page.js';

const builds = mkdtempSync(join(tmpdir(), 'portal-first-page-'));
const INDEX =
  '<!doctype html><html><head><title>Portaal</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/index-B3xk9aQz.js"></head>' +
  '<body><div id="root"></div></body></html>';

function put(path: string, content: string): void {
  mkdirSync(dirname(join(builds, path)), { recursive: true });
  writeFileSync(join(builds, path), content);
}

/** The start-up data inlined in a page, parsed as the shell parses it. */
function inlinedStartup(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${STARTUP_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? ZPortalStartup.parse(JSON.parse(match[1] ?? '')) : null;
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

let t: TTestContext;
beforeAll(async () => {
  put('shell/dist/index.html', INDEX);
  put('mf-rentals/dist/remoteEntry.js', 'export const get = () => {}');
  put(
    'mf-rentals/dist/first-load.json',
    JSON.stringify({
      js: ['remoteEntry.js', 'assets/rentals-routes-D1l2pVGt.js'],
      css: ['assets/rentals-routes-D1l2pVGt.css'],
      shares: ['react', '@portal/shared/ui/lists'],
    }),
  );
  // The shell's share modules: react is in its own start (preloaded by index.html already).
  put(
    'shell/dist/shares.json',
    JSON.stringify({
      react: ['assets/index-B3xk9aQz.js'],
      '@portal/shared/ui/lists': ['assets/share-ui-lists-Q1w2E3r4.js', 'assets/index-B3xk9aQz.js'],
      '@portal/shared/ui/forms': ['assets/share-ui-forms-Z9x8C7v6.js'],
    }),
  );
  // A remote built before first-load.json existed: only its entry is known.
  put('mf-requests/dist/remoteEntry.js', 'export const get = () => {}');
  put('mf-auth/dist/remoteEntry.js', 'export const get = () => {}');
  put('mf-auth/dist/first-load.json', JSON.stringify({ js: ['../../../secret.js'], css: [] }));
  t = await createTestContext({ buildsRoot: builds });
});
afterAll(async () => {
  await t.close();
  rmSync(builds, { recursive: true, force: true });
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe('the first HTML of a page', () => {
  it('carries /config.json and /remotes.json, so the shell asks for neither', async () => {
    const startup = inlinedStartup(await page('/home'));
    const config = (await t.app.inject({ method: 'GET', url: '/config.json' })).json();
    const remotes = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
    // what the shell reads of /config.json (fields it does not know are left out)
    expect(startup).toEqual({ config: ZPortalConfig.parse(config), remotes });
  });

  it("preloads the entry and first files of the page's remote, after the shell's own", async () => {
    const html = await page('/rentals/active/details/12');
    // With the shell's files of the shares the remote imports, each file once.
    expect(modulePreloads(html)).toEqual([
      '/assets/index-B3xk9aQz.js',
      '/mf/rentals/remoteEntry.js',
      '/mf/rentals/assets/rentals-routes-D1l2pVGt.js',
      '/assets/share-ui-lists-Q1w2E3r4.js',
    ]);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/mf/rentals/assets/rentals-routes-D1l2pVGt.css">',
    );
    // the legacy address and the area's redirect reach the same remote
    expect(modulePreloads(await page('/rentals'))).toContain('/mf/rentals/remoteEntry.js');
  });

  it("preloads nothing of a remote on the shell's own pages", async () => {
    for (const url of ['/', '/home', '/scan', '/dit-bestaat-niet']) {
      expect(modulePreloads(await page(url)), url).toEqual(['/assets/index-B3xk9aQz.js']);
    }
  });

  it('preloads only the entry of a remote without a list, and nothing it cannot vouch for', async () => {
    expect(modulePreloads(await page('/requests/open'))).toContain('/mf/requests/remoteEntry.js');
    // a list naming files outside the remote is ignored; the entry is still known
    expect(modulePreloads(await page('/auth/login'))).toEqual([
      '/assets/index-B3xk9aQz.js',
      '/mf/auth/remoteEntry.js',
    ]);
    put(
      'manifest.json',
      JSON.stringify({
        rentals: { entry: '/mf/not-deployed/remoteEntry.js' },
        requests: { entry: 'https://cdn.example.org/requests/remoteEntry.js' },
      }),
    );
    const other = await t.buildAppWith({ remotesManifestPath: join(builds, 'manifest.json') });
    const html = async (url: string) => (await other.inject({ method: 'GET', url })).body;
    expect(modulePreloads(await html('/rentals/active'))).toEqual(['/assets/index-B3xk9aQz.js']);
    expect(modulePreloads(await html('/requests/open'))).toContain(
      'https://cdn.example.org/requests/remoteEntry.js',
    );
  });

  it('draws the branded first paint in the mount point, before any script has run', async () => {
    const brand = ZPortalConfig.parse(
      (await t.app.inject({ method: 'GET', url: '/config.json' })).json(),
    ).brand;
    for (const url of ['/auth/login', '/home', '/rentals/active']) {
      const root = /<div id="root">(.*?)<\/div>\s*<\/body>/s.exec(await page(url))?.[1] ?? '';
      expect(root, url).toContain(`<img class="app-boot__logo" src="${brand.logoUrl}"`);
      expect(root, url).toContain(`<p>${MESSAGES.loading}</p>`);
      expect(root, url).toContain('role="status"');
    }
    // the logo is asked for before the start scripts
    const html = await page('/auth/login');
    const logo = html.indexOf(
      `<link rel="preload" as="image" fetchpriority="high" href="${brand.logoUrl}">`,
    );
    expect(logo).toBeGreaterThan(0);
    expect(logo).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
  });

  it('is served without caching, as HTML', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/rentals/active' });
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

describe('scriptSafeJson', () => {
  it('cannot end or change the script element it sits in', () => {
    const hostile = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const html = firstPageHtml('<head></head>', null, []);
    expect(html).toBe('<head></head>');
    const text = scriptSafeJson(hostile);
    expect(text).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('inlines a brand name with markup in it safely', () => {
    const startup = {
      config: {
        apiBaseUrl: '/Rest/Pwa',
        brand: {
          name: 'Zorg </script><img src=x onerror=alert(1)>',
          logoUrl: '/branding/logo.svg',
          supportPhone: '1',
          supportEmail: 'a@b.nl',
          zvwUrl: 'https://x.nl',
        },
      },
      remotes: {},
    };
    const html = firstPageHtml(
      '<html><head></head><body><div id="root"></div></body></html>',
      startup,
      [],
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(inlinedStartup(html)).toEqual(startup);
    // the first paint names the supplier as text, never as markup
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('alt="Zorg &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('leaves the mount point empty without start-up data, and keeps a $ in a name', () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    expect(firstPageHtml(template, null, [{ href: '/a.js', kind: 'module' }])).toContain(
      '<div id="root"></div>',
    );
    const startup = {
      config: {
        apiBaseUrl: '/Rest/Pwa',
        brand: {
          name: "Zorg $& $' B.V.",
          logoUrl: '/branding/logo.svg',
          supportPhone: '1',
          supportEmail: 'a@b.nl',
          zvwUrl: 'https://x.nl',
        },
      },
      remotes: {},
    };
    expect(firstPageHtml(template, startup, [])).toContain(`alt="Zorg $&amp; $' B.V."`);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes the inline scripts a browser runs or reads as an import map', () => {
    const map = '{"imports":{"react":"/assets/share-react.js"}}';
    const html = `<head><script type="importmap">${map}</script><script>go()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(map), sha('go()')]);
  });

  it('leaves out scripts with a src and JSON data, which never run', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      `<script type="application/json" id="${STARTUP_DATA_ID}">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
