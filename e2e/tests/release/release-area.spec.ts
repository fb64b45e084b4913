// Releasing one area (issue 27, proofs 1 and 5; README.md "Releasing one area"): the real
// `npm run release` builds a changed management area into a release folder of this test's
// own portal, activation and rollback reach the next full load without a restart, nothing
// else is rebuilt, a page opened before keeps its version until reloaded, and a remote
// built against another major version of react is refused.
//
// The changed area is the repository's mf-management with one source line patched for the
// length of the build and put back in a `finally` (withPatchedFile): the command builds an
// area from its own package in the workspace, and a copy outside it would not resolve the
// workspace's packages. The build is bounded by a time-out, so the `finally` always runs
// and the working tree is the same after the test, also when it fails.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import {
  deployedBuilds,
  startReleasePortal,
  withPatchedFile,
  type TReleasePortal,
} from '../../support/release-command';
import { REPO_ROOT } from '../../support/servers';

// why: the service worker is part of what must never keep an old /remotes.json or entry.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const INVOICES_PAGE = 'mf-management/src/routes/invoices-page.tsx';
const TITLE = 'Facturen';
const RELEASED_TITLE = 'Facturen (nieuwe release)';

let portal: TReleasePortal;
test.beforeAll(async () => {
  // why: its api starts beside the run's other servers on a machine of two cores.
  test.setTimeout(120_000);
  portal = await startReleasePortal();
});
test.afterAll(async () => {
  await portal?.stop();
});

async function signIn(page: Page): Promise<void> {
  const answer = await page.request.post(`${portal.url}/Rest/Pwa/auth/login`, {
    data: { emailaddress: ACCOUNTS.anna.email, password: DEMO_PASSWORD },
  });
  const { auth } = (await answer.json()) as { auth: unknown };
  await page.goto(`${portal.url}/config.json`);
  await page.evaluate((record) => localStorage.setItem('auth', JSON.stringify(record)), auth);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A fresh full load of the invoice list, as a user opening the portal gets it. */
async function freshInvoices(page: Page): Promise<void> {
  await page.goto(`${portal.url}/management/invoices`);
}

test('a changed management area is released, activated and rolled back; nothing else moves', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await freshInvoices(page);
  await expect(heading(page)).toHaveText(TITLE);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
  const before = deployedBuilds();

  const released = await withPatchedFile(
    INVOICES_PAGE,
    (text) =>
      text.replace(
        'const title = MANAGEMENT_TEXTS.ui.tabs.invoices;',
        `const title = '${RELEASED_TITLE}';`,
      ),
    () => portal.release('management'),
  );
  expect(released.code, released.stderr).toBe(0);
  const folder = /Released management (\S+) into/.exec(released.stdout)?.[1] ?? '';
  expect(folder).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  // Released is not active: the next load still runs the deployed build.
  const opened = await context.newPage();
  await freshInvoices(opened);
  await expect(heading(opened)).toHaveText(TITLE);

  const activated = await portal.release('management', '--activate', folder);
  expect(activated.code, activated.stderr).toBe(0);
  const list = await portal.release('list');
  expect(list.stdout).toContain(`management: runs release ${folder}`);

  // A fresh load runs the release, through the service worker that controls the page.
  await freshInvoices(page);
  await expect(heading(page)).toHaveText(RELEASED_TITLE);
  const entry = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => new URL(name).pathname)
      .find((path) => path.endsWith('/remoteEntry.js')),
  );
  expect(entry).toBe(`/mf/management/${folder}/remoteEntry.js`);
  const chunk = await page.request.get(`${portal.url}/mf/management/${folder}/first-load.json`);
  const [, firstChunk] = ((await chunk.json()) as { js: string[] }).js;
  const immutable = await page.request.get(`${portal.url}/mf/management/${folder}/${firstChunk}`);
  expect(immutable.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The page opened before the activation keeps its version until it is reloaded: it
  // goes between the area's pages, and a file of its build it had not loaded still comes.
  await opened.getByRole('link', { name: 'Overzichten' }).click();
  await expect(heading(opened)).toHaveText('Overzichten');
  await opened.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(heading(opened)).toHaveText(TITLE);
  const notLoaded = readdirSync(join(REPO_ROOT, 'mf-management', 'dist', 'assets')).find((file) =>
    /^lifecycles-.*\.js$/.test(file),
  );
  const exported = await opened.evaluate(
    async (url) => Object.keys((await import(url)) as object),
    `/mf/management/assets/${notLoaded}`,
  );
  expect(exported.length).toBeGreaterThan(0);

  // Rolled back: the next load runs the deployed build again.
  const rolledBack = await portal.release('management', '--rollback');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  await freshInvoices(page);
  await expect(heading(page)).toHaveText(TITLE);

  // Neither the shell nor any other area (nor management's deployed build) was rebuilt.
  expect(deployedBuilds()).toEqual(before);
});

test('a remote built against another major version of react is refused before activation', async () => {
  // why: the fixture is mf-management declaring react 18 (patched for the command's run),
  // not a package of its own: that would need react 18 in the lock file and installed for
  // the whole workspace. The range a package declares is what it was built against: its
  // import-map build leaves react to the shell, and its federation build takes its
  // requiredVersion from @portal/shared's peers (tooling/federation-shared.ts), so the
  // package is where another major shows. The check of a built mf-manifest.json that
  // requires react 18 is in api/src/releases/release-commands.test.ts.
  const refused = await withPatchedFile(
    'mf-management/package.json',
    (text) =>
      text
        .replace(/"react": "[^"]+"/, '"react": "^18.3.1"')
        .replace(/"react-dom": "[^"]+"/, '"react-dom": "^18.3.1"'),
    () => portal.release('management'),
  );
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    'management was refused before its build: its shared libraries do not fit the deployed shell.',
  );
  expect(refused.stderr).toContain('react ^18.3.1: the deployed shell gives react 19.');
  expect((await portal.release('list')).stdout).not.toContain('* ');
});
