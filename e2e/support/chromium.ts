// How the suite starts Debian's Chromium, shared by the config's projects and by the tests
// that launch a browser of their own (a camera that films a picture made during the test).
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium's webcam plays `videoFile` (Y4M), and asking for the camera needs no click. */
export function fakeCameraArgs(videoFile: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}

export type TCameraSession = { browser: Browser; context: BrowserContext; page: Page };

/**
 * A Chromium of its own whose camera films `videoFile` (Chromium reads the file only at
 * launch), with a signed-in page on `baseURL`: the auth record goes where the portal keeps
 * it, as the fixtures do. Close `browser` when done.
 */
export async function launchWithCamera(
  videoFile: string,
  baseURL: string,
  auth: unknown,
): Promise<TCameraSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(videoFile)],
  });
  const context = await browser.newContext({
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1280, height: 800 },
    permissions: ['camera'],
  });
  const page = await context.newPage();
  await page.goto('/config.json');
  await page.evaluate((record) => localStorage.setItem('auth', JSON.stringify(record)), auth);
  return { browser, context, page };
}
