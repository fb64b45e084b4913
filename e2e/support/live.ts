// The portal's live event streams (issue 41, api/src/live/README.md) seen from a test.
import type { Page } from '@playwright/test';

/**
 * Keeps `page` off the live event streams. A stream is a request that never ends, so
 * Playwright's 'networkidle' would never come; a test about something else that waits
 * for it lets the page fall back to its slow poll, as when a stream is down.
 */
export async function keepOffLiveStreams(page: Page): Promise<void> {
  await page.route(/\/Rest\/Pwa\/(backoffice|customer\/requests)\/events$/, (route) =>
    route.abort(),
  );
}
