import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../testing/test-context.js';

const builds = mkdtempSync(join(tmpdir(), 'portal-builds-'));
const IMPORT_MAP = '{"imports":{"react":"/assets/share-react-A1b2C3d4.js"}}';
const INDEX = `<!doctype html><title>Portaal</title><script type="importmap">${IMPORT_MAP}</script><div id="root"></div>`;

function put(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(builds, path)), { recursive: true });
  writeFileSync(join(builds, path), content);
}

let t: TTestContext;
beforeAll(async () => {
  put('shell/dist/index.html', INDEX);
  put('shell/dist/assets/index-B3xk9aQz.js', 'console.log("shell")');
  put('shell/dist/robots.txt', 'User-agent: *');
  put('shell/dist/embed/v1/portal-area.js', 'customElements.define("portal-area", class {});');
  put('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
  put('shell/dist/assets/vendor-Q9sk2LmA.js', `export const text = "${'zorg '.repeat(4000)}";`);
  put('mf-auth/dist/remoteEntry.js', 'export const get = () => {}');
  put('mf-auth/dist/assets/login-Dk83jaPq.js', 'export default 1');
  // The build's copies (tooling/precompress-assets.ts), told apart from the file by their text.
  put('mf-auth/dist/assets/form-P4c8Xq2m.js', 'export const copy = "none";');
  put('mf-auth/dist/assets/form-P4c8Xq2m.js.br', brotliCompressSync('export const copy = "br";'));
  put('mf-auth/dist/assets/form-P4c8Xq2m.js.gz', gzipSync('export const copy = "gz";'));
  put('mf-half/README.md', 'no dist: not a remote');
  put(
    'remotes-with-areas.json',
    JSON.stringify({
      auth: { entry: '/mf/auth/remoteEntry.js' },
      rentals: { entry: '/mf/rentals/remoteEntry.js' },
    }),
  );
  put(
    'remotes-with-widget.json',
    JSON.stringify({
      auth: { entry: '/mf/auth/remoteEntry.js' },
      partner: {
        manifest: 'https://widgets.partner.example:8443/partner/mf-manifest.json',
        routes: [{ path: '/partner', title: 'Partner', isTopMenu: true }],
      },
    }),
  );
  put('secret.txt', 'do not serve');
  t = await createTestContext({ buildsRoot: builds });
});
afterAll(async () => {
  await t.close();
  rmSync(builds, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('runtime configuration', () => {
  it('serves /config.json from config/portal.json without caching', async () => {
    const answer = await get('/config.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toMatchObject({
      apiBaseUrl: '/Rest/Pwa',
      brand: {
        name: 'Vitalis Zorghulpmiddelen',
        logoUrl: '/branding/logo.svg',
        primaryColor: '#0b6e69',
      },
    });
  });

  it('serves the logo under /branding and as favicon fallback', async () => {
    const logo = await get('/branding/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/favicon.ico')).statusCode).toBe(200);
    expect((await get('/branding/onbekend.png')).statusCode).toBe(404);
  });

  it('serves PORTAL_CONFIG, with branding files it lacks taken from config/', async () => {
    put(
      'other-config/portal.json',
      JSON.stringify({ apiBaseUrl: '/Rest/Pwa', brand: { name: 'Ander' } }),
    );
    put('other-config/extra.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = await t.buildAppWith({
      portalConfigPath: join(builds, 'other-config', 'portal.json'),
    });
    const config = await app.inject({ method: 'GET', url: '/config.json' });
    expect(config.json()).toMatchObject({ brand: { name: 'Ander' } });
    expect((await app.inject({ method: 'GET', url: '/branding/extra.svg' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/branding/logo.svg' })).statusCode).toBe(200);
  });

  it('builds /remotes.json from the remote builds it finds', async () => {
    const answer = await get('/remotes.json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual({ auth: { entry: '/mf/auth/remoteEntry.js' } });
  });

  it('serves REMOTES_MANIFEST instead when it is set', async () => {
    const app = await t.buildAppWith({
      remotesManifestPath: join(builds, 'remotes-with-areas.json'),
    });
    const answer = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(Object.keys(answer.json() as object)).toEqual(['auth', 'rentals']);
  });
});

describe('remotes under /mf/<name>/', () => {
  it('serves remoteEntry.js without caching and with CORS', async () => {
    const answer = await get('/mf/auth/remoteEntry.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('caches hashed assets for a year, without validators it would never use', async () => {
    const answer = await get('/mf/auth/assets/login-Dk83jaPq.js');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['last-modified']).toBeUndefined();
    expect(answer.headers['accept-ranges']).toBeUndefined();
    // An entry that revalidates keeps them.
    const entry = await get('/mf/auth/remoteEntry.js');
    expect(entry.headers.etag).toBeDefined();
    expect(entry.headers['last-modified']).toBeDefined();
  });

  it("sends the build's brotli or gzip copy as the browser accepts, the file otherwise", async () => {
    const url = '/mf/auth/assets/form-P4c8Xq2m.js';
    const asking = (encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const brotli = await asking('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('export const copy = "br";');
    const gzip = await asking('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('export const copy = "gz";');
    const plain = await asking('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export const copy = "none";');
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers['vary']).toContain('accept-encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 404 for missing files, unknown remotes and escapes', async () => {
    for (const url of [
      '/mf/auth/missing.js',
      '/mf/rentals/remoteEntry.js',
      '/mf/auth/..%2f..%2fsecret.txt',
      '/mf/..%2fsecret.txt/x',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('do not serve');
    }
  });
});

describe('the shell', () => {
  it('serves index.html at / without caching', async () => {
    const answer = await get('/');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it("allows the page's import map, and only it, by its hash", async () => {
    const hash = createHash('sha256').update(IMPORT_MAP).digest('base64');
    for (const url of ['/', '/rentals/active', '/index.html']) {
      const answer = await get(url);
      expect(answer.body, url).toBe(INDEX);
      expect(String(answer.headers['content-security-policy']), url).toContain(
        `script-src 'self' 'sha256-${hash}';`,
      );
    }
    // Other documents keep the policy without inline scripts.
    const robots = await get('/robots.txt');
    expect(String(robots.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('allows the origin of a federated remote, and nothing more, and preloads none of it', async () => {
    const app = await t.buildAppWith({
      remotesManifestPath: join(builds, 'remotes-with-widget.json'),
    });
    const partner = 'https://widgets.partner.example:8443';
    const page = await app.inject({ method: 'GET', url: '/partner' });
    const csp = String(page.headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} 'self'[^;]* ${partner}`));
    }
    expect(csp).toContain("default-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).not.toContain(partner + '/partner/');
    // The portal's own pages carry the same policy (one shell, one page).
    const home = await app.inject({ method: 'GET', url: '/home' });
    expect(String(home.headers['content-security-policy'])).toContain(partner);
    // Without such a remote, no other origin.
    expect(String((await get('/home')).headers['content-security-policy'])).not.toContain(
      'https://',
    );
  });

  it("lets the page call the API's own origin when apiBaseUrl points at another server", async () => {
    const backend = 'https://api.leverancier.example:9443';
    put(
      'own-backend/portal.json',
      JSON.stringify({
        apiBaseUrl: `${backend}/Rest/Pwa`,
        brand: {
          name: 'Eigen backend',
          logoUrl: '/branding/logo.svg',
          supportPhone: '1',
          supportEmail: 'b@b.nl',
          zvwUrl: 'https://b.nl',
        },
      }),
    );
    const app = await t.buildAppWith({
      portalConfigPath: join(builds, 'own-backend', 'portal.json'),
    });
    const csp = String(
      (await app.inject({ method: 'GET', url: '/home' })).headers['content-security-policy'],
    );
    expect(csp).toContain(`connect-src 'self' ${backend};`);
    // Only the calls go there: no script, style or image of that server.
    for (const directive of ['script-src', 'style-src', 'img-src']) {
      expect(csp).not.toMatch(new RegExp(`${directive} [^;]*${backend}`));
    }
    // A path of this server (the default) adds no origin.
    expect(String((await get('/home')).headers['content-security-policy'])).toContain(
      "connect-src 'self';",
    );
  });

  it('serves the custom element at its versioned path, revalidated, with CORS for listed origins only', async () => {
    const partner = 'https://intranet.partner.example';
    const app = await t.buildAppWith({ allowedEmbedOrigins: [partner] });
    const listed = await app.inject({
      method: 'GET',
      url: '/embed/v1/portal-area.js',
      headers: { origin: partner },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain('portal-area');
    expect(listed.headers['cache-control']).toBe('no-cache');
    expect(listed.headers['access-control-allow-origin']).toBe(partner);
    expect(String(listed.headers.vary)).toContain('origin');
    const other = await app.inject({
      method: 'GET',
      url: '/embed/v1/portal-area.js',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/embed/v2/portal-area.js' })).statusCode).toBe(
      404,
    );
  });

  it('falls back to index.html for deep links', async () => {
    for (const url of [
      '/auth/login',
      '/rentals/active',
      '/articles/location/product/details/12',
      '/auth/reset/abc_DEF-1',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(INDEX);
    }
  });

  it('serves files and caches hashed assets', async () => {
    const asset = await get('/assets/index-B3xk9aQz.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).body).toBe('User-agent: *');
  });

  it('compresses scripts for browsers that accept it, and not for those that do not', async () => {
    const url = '/assets/vendor-Q9sk2LmA.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(2_000);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(20_000);
  });

  it('answers 404 for a missing file and the envelope for an unknown api GET', async () => {
    expect((await get('/assets/missing-12345678.js')).statusCode).toBe(404);
    expect((await get('/../secret.txt')).body).not.toContain('do not serve');
    const api = await get('/Rest/Pwa/onbekend/pad');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: 'error', message: null, response: null });
  });

  it('keeps working without any builds', async () => {
    const app = await t.buildAppWith({ buildsRoot: join(builds, 'nothing-here') });
    expect((await app.inject({ method: 'GET', url: '/auth/login' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({});
    expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });
});

describe('installable (issue 29)', () => {
  /** Width and height of a PNG, from its IHDR chunk. */
  const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

  it('builds the web app manifest from the configuration', async () => {
    const answer = await get('/manifest.webmanifest');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toMatchObject({
      name: 'Vitalis Zorghulpmiddelen',
      short_name: 'Vitalis',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      lang: 'nl',
      theme_color: '#0b6e69',
      icons: [
        { src: '/branding/icons/icon-192.png', sizes: '192x192', purpose: 'any' },
        { src: '/branding/icons/icon-512.png', sizes: '512x512', purpose: 'any' },
        { src: '/branding/icons/maskable-512.png', sizes: '512x512', purpose: 'maskable' },
      ],
    });
  });

  it('draws every icon at its size from the brand icon', async () => {
    for (const [path, size] of [
      ['/branding/icons/icon-192.png', 192],
      ['/branding/icons/icon-512.png', 512],
      ['/branding/icons/maskable-512.png', 512],
      ['/branding/icons/apple-touch-icon.png', 180],
    ] as const) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(pngSize(answer.rawPayload)).toEqual({ width: size, height: size });
    }
    expect((await get('/branding/icons/icon-64.png')).statusCode).toBe(404);
  });

  it("draws another supplier's icons from its logo, without a build", async () => {
    put(
      'brand-b/portal.json',
      JSON.stringify({
        apiBaseUrl: '/Rest/Pwa',
        brand: {
          name: 'Zorg B',
          logoUrl: '/branding/logo-b.svg',
          supportPhone: '1',
          supportEmail: 'b@b.nl',
          zvwUrl: 'https://b.nl',
        },
      }),
    );
    put(
      'brand-b/logo-b.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>',
    );
    const app = await t.buildAppWith({ portalConfigPath: join(builds, 'brand-b', 'portal.json') });
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.json()).toMatchObject({ name: 'Zorg B', short_name: 'Zorg B' });
    const icon = await app.inject({ method: 'GET', url: '/branding/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(pngSize(icon.rawPayload)).toEqual({ width: 192, height: 192 });
  });

  it("serves the service worker without caching, with the documents' policy", async () => {
    const answer = await get('/sw.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it("names the manifest's short name for an iPhone home screen in the page", async () => {
    // why: the start-up data and this tag go at the end of a head, which INDEX has not.
    put(
      'with-head/shell/dist/index.html',
      '<!doctype html><html><head><title>Portaal</title></head><body><div id="root"></div></body></html>',
    );
    const app = await t.buildAppWith({ buildsRoot: join(builds, 'with-head') });
    const page = await app.inject({ method: 'GET', url: '/rentals/active' });
    expect(page.body).toContain('<meta name="apple-mobile-web-app-title" content="Vitalis">');
  });
});
