// An area with released versions (README.md "Releasing one area"): /remotes.json, the
// first page and /mf/<area>/<version>/ follow the active pointer in RELEASES_DIR without a
// restart, every release stays served, and only entries and manifests revalidate.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { STARTUP_DATA_ID } from '@portal/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePointers } from '../../releases/release-pointers.js';
import { createTestContext, type TTestContext } from '../../testing/test-context.js';

const root = mkdtempSync(join(tmpdir(), 'portal-released-'));
const builds = join(root, 'builds');
const releasesDir = join(root, 'releases');
const OLD = '1.1.1-0123456789';
const NEW = '1.2.0-abcdef0123';

function put(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A build of the rentals area whose first page is `chunk`. */
function putRentals(folder: string, chunk: string): void {
  put(`${folder}/remoteEntry.js`, `export const chunk = "${chunk}";`);
  put(`${folder}/assets/${chunk}.js`, `export default "${chunk}";`);
  put(`${folder}/mf-manifest.json`, `{"shared":[],"release":"${chunk}"}`);
  put(
    `${folder}/first-load.json`,
    JSON.stringify({ js: ['remoteEntry.js', `assets/${chunk}.js`], css: [] }),
  );
}

let t: TTestContext;
beforeAll(async () => {
  put(
    'builds/shell/dist/index.html',
    '<!doctype html><title>Portaal</title><div id="root"></div></head>',
  );
  putRentals('builds/mf-rentals/dist', 'routes-Dep1oyed');
  putRentals('builds/mf-auth/dist', 'login-Dk83jaPq');
  putRentals(`releases/rentals/${OLD}`, 'routes-0ldVers1');
  putRentals(`releases/rentals/${NEW}`, 'routes-NewVers2');
  t = await createTestContext({ buildsRoot: builds, releasesDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const entryOf = async (name: string) =>
  ((await get('/remotes.json')).json() as Record<string, { entry: string }>)[name]?.entry;

describe('an area with releases', () => {
  it('keeps the deployed build while no release is active', async () => {
    expect(await entryOf('rentals')).toBe('/mf/rentals/remoteEntry.js');
  });

  it('follows the active pointer on the next request, without a restart', async () => {
    await writePointers(releasesDir, { rentals: { active: NEW, previous: [null] } });
    expect(await entryOf('rentals')).toBe(`/mf/rentals/${NEW}/remoteEntry.js`);
    expect(await entryOf('auth')).toBe('/mf/auth/remoteEntry.js');
    await writePointers(releasesDir, { rentals: { active: OLD, previous: [null] } });
    expect(await entryOf('rentals')).toBe(`/mf/rentals/${OLD}/remoteEntry.js`);
    await writePointers(releasesDir, {});
    expect(await entryOf('rentals')).toBe('/mf/rentals/remoteEntry.js');
  });

  it('inlines the active release into the first page and preloads its files', async () => {
    await writePointers(releasesDir, { rentals: { active: NEW, previous: [null] } });
    const html = (await get('/rentals/active')).body;
    const startup = new RegExp(`id="${STARTUP_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(JSON.parse(startup).remotes.rentals).toEqual({
      entry: `/mf/rentals/${NEW}/remoteEntry.js`,
    });
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/mf/rentals/${NEW}/remoteEntry.js">`,
    );
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/mf/rentals/${NEW}/assets/routes-NewVers2.js">`,
    );
    expect(html).not.toContain('routes-Dep1oyed');
  });

  it('serves every release and the deployed build, entries and manifests revalidated', async () => {
    await writePointers(releasesDir, { rentals: { active: NEW, previous: [null, OLD] } });
    for (const [url, body] of [
      [`/mf/rentals/${OLD}/assets/routes-0ldVers1.js`, 'routes-0ldVers1'],
      [`/mf/rentals/${NEW}/assets/routes-NewVers2.js`, 'routes-NewVers2'],
      ['/mf/rentals/assets/routes-Dep1oyed.js', 'routes-Dep1oyed'],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain(body);
      expect(answer.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'first-load.json']) {
      const answer = await get(`/mf/rentals/${OLD}/${file}`);
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers['cache-control'], file).toBe('no-cache');
    }
    expect((await get('/remotes.json')).headers['cache-control']).toBe('no-cache');
  });

  it('serves nothing outside a release folder, and no release of another area', async () => {
    put('releases/active-copy.json', '{}');
    for (const url of [
      `/mf/rentals/${OLD}/../../active-copy.json`,
      `/mf/rentals/${OLD}/%2e%2e/%2e%2e/active-copy.json`,
      `/mf/auth/${OLD}/remoteEntry.js`,
      '/mf/rentals/1.1.1-9999999999/remoteEntry.js',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('serves only the files a build wrote: no link out of it, no dot-folder', async () => {
    await writePointers(releasesDir, { rentals: { active: NEW, previous: [null, OLD] } });
    const secret = join(root, 'secret.txt');
    writeFileSync(secret, 'root:x:0:0');
    for (const folder of [`releases/rentals/${NEW}`, 'builds/mf-rentals/dist']) {
      symlinkSync(secret, join(root, folder, 'link.js'));
      symlinkSync(root, join(root, folder, 'outside'));
      // a link to a file of the build itself is not one of its files either
      symlinkSync(join(root, folder, 'remoteEntry.js'), join(root, folder, 'entry-link.js'));
      put(`${folder}/.vite/manifest.json`, '{"src/main.tsx":{}}');
      put(`${folder}/.env`, 'SECRET=1');
    }
    for (const prefix of [`/mf/rentals/${NEW}`, '/mf/rentals']) {
      for (const file of [
        'link.js',
        'outside/secret.txt',
        'entry-link.js',
        '.vite/manifest.json',
        '.env',
      ]) {
        const answer = await get(`${prefix}/${file}`);
        expect([answer.statusCode, answer.body.includes('root:x')], `${prefix}/${file}`).toEqual([
          404,
          false,
        ]);
      }
      expect((await get(`${prefix}/remoteEntry.js`)).statusCode).toBe(200);
    }
    expect((await get(`/mf/rentals/${OLD}/assets/routes-0ldVers1.js`)).statusCode).toBe(200);
  });

  it('ignores a damaged pointer file: the deployed builds are served', async () => {
    put('releases/active.json', '{"rentals": {"active": "../../etc"');
    expect(await entryOf('rentals')).toBe('/mf/rentals/remoteEntry.js');
  });

  it("points a partner's unversioned address at the active release, its files found too", async () => {
    const manifest = async () => (await get('/mf/rentals/mf-manifest.json')).json();
    await writePointers(releasesDir, {});
    expect(await manifest()).toMatchObject({ release: 'routes-Dep1oyed' });
    expect((await get('/mf/rentals/assets/routes-NewVers2.js')).statusCode).toBe(404);

    await writePointers(releasesDir, { rentals: { active: NEW, previous: [null, OLD] } });
    expect(await manifest()).toMatchObject({ release: 'routes-NewVers2' });
    expect((await get('/mf/rentals/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    // why: a portal page opened before the activation names the deployed build's entry.
    expect((await get('/mf/rentals/remoteEntry.js')).body).toBe(
      'export const chunk = "routes-Dep1oyed";',
    );
    // The deployed build's files, the active release's and an older one's (a partner page
    // that loaded it before this activation).
    for (const chunk of ['routes-Dep1oyed', 'routes-NewVers2', 'routes-0ldVers1']) {
      const answer = await get(`/mf/rentals/assets/${chunk}.js`);
      expect([answer.statusCode, answer.body], chunk).toEqual([200, `export default "${chunk}";`]);
    }
    expect((await get('/mf/rentals/assets/routes-Unkn0wn1.js')).statusCode).toBe(404);
    // Another area's unversioned address stays its deployed build.
    expect((await get('/mf/auth/mf-manifest.json')).json()).toMatchObject({
      release: 'login-Dk83jaPq',
    });
  });
});
