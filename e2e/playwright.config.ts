// End-to-end tests in Debian's Chromium against the built portal and the real api.
// `npx playwright install` cannot download browsers here, so the system Chromium is used.
import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeCameraArgs } from './support/chromium';
import { qrVideoFile } from './support/qr-video';
import { writeAreasManifest } from './support/remotes-with-areas';
import { EXAMPLES, exampleUrl, REPO_ROOT, SERVERS, serverUrl } from './support/servers';

/**
 * The browser's clock and the tests' clock in one zone: the tests compute dates such as
 * "today" that the browser's date fields judge, and between 23:00 and 01:00 UTC the two
 * days differ (CI found it). Set here, so every worker process inherits it.
 */
const TIME_ZONE = 'Europe/Amsterdam';
process.env.TZ = TIME_ZONE;

/** The camera of the @camera project: a video of the QR code of rental case VH-DEMO-0001. */
const FAKE_CAMERA_ARGS = fakeCameraArgs(qrVideoFile('VH-DEMO-0001'));

const startApi = (name: keyof typeof SERVERS, ...env: string[]) => ({
  command: ['node', 'support/start-api.mjs', name, String(SERVERS[name].port), ...env].join(' '),
  url: `${serverUrl(name)}/config.json`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  outputDir: './test-results',
  fullyParallel: true,
  // why: three on CI's two cores: a test waits on the api, a poll or a timer for part of its
  // time, and a third browser fills those gaps (bench of the articles, rentals and
  // management specs here, one after the other: 275 s with 2 workers, 225 s with 3).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // why: with three browsers on two cores a step can take a few seconds longer; a passing
  // test is not slower for it, a failing one reports a little later.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: serverUrl('main'),
    locale: 'nl-NL',
    timezoneId: TIME_ZONE,
    trace: 'retain-on-failure',
    // why: the service worker (issue 29) precaches the shell after every first page; only
    // the offline tests, which are about it, let it run (tests/shell/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // why: '@phone' runs a test at both widths; '@phone-only' checks the phone layout.
      grepInvert: /@camera|@phone-only/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
      grepInvert: /@camera/,
    },
    {
      // why: Chromium takes its fake camera only at launch, so these tests get a browser of their own.
      name: 'camera',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS],
        },
      },
      grep: /@camera/,
    },
  ],
  webServer: [
    // why: the partner's intranet calls the main portal's API from its own origin.
    startApi('main', `ALLOWED_EMBED_ORIGINS=${exampleUrl('intranet')}`),
    startApi(
      'areas',
      `REMOTES_MANIFEST=${writeAreasManifest()}`,
      `PORTAL_CONFIG=${join(REPO_ROOT, 'e2e', 'support', 'portal-config-areas.json')}`,
    ),
    startApi('expiry', 'SESSION_IDLE_SECONDS=10'),
    {
      command: `node support/examples-server.mjs ${EXAMPLES.intranet.port} ${EXAMPLES.widget.port}`,
      url: `${exampleUrl('widget')}/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
