/**
 * The portal's service worker (issue 29; shell/README.md "Offline"), built by
 * vite-plugin-pwa (injectManifest) with Workbox 7. What it keeps:
 * - the shell's own build, precached (Workbox writes the list at build): the page opens
 *   without a connection from the precached index.html, a consistent set of one build;
 * - `/config.json`, `/remotes.json`, every area entry (`remoteEntry.js`, `*.json` of an
 *   area): network first, never stale while online, the last answer offline; the start-up
 *   data a page arrives with is kept as those two files, so the offline page starts with
 *   the releases the user last saw;
 * - content-hashed files (an area's code, a newer shell's files): cache first, since
 *   their content never changes; an area's first-load files are fetched into it as soon
 *   as its entry is loaded, so an area opened once opens offline;
 * - the branding (logo, icons, the web app manifest): stale while revalidate.
 * Nothing under the API (`/Rest/`) is ever cached here: personal answers stay in the
 * app, per user, for the session only (answer-cache.ts). The outbox is sent from here
 * by Background Sync when the app is closed (outbox.ts).
 */
import { OUTBOX_SYNC_TAG, sendOutbox } from '@portal/shared/client';
import {
  HASHED_ASSET_NAME,
  REMOTE_FIRST_LOAD_FILE,
  STARTUP_DATA_ID,
  ZPortalStartup,
  ZRemoteFirstLoad,
} from '@portal/shared/contract';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

import { KEEP_LOADED, type TKeepLoadedMessage } from './sw-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const CACHES = {
  startup: 'portal-startup',
  entries: 'portal-area-entries',
  files: 'portal-files',
  branding: 'portal-branding',
} as const;

const API_PREFIX = '/Rest/';
const STARTUP_FILES = { config: '/config.json', remotes: '/remotes.json' } as const;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isApi = (url: URL) => url.pathname.startsWith(API_PREFIX);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// why: the first install controls the page that registered it, so the area that page
// loads next is kept; an update still waits until every portal tab is closed (no
// skipWaiting), so a running page never loses the precached files it was built with.
clientsClaim();

/** The start-up data inlined into a page (first-page.ts of the api), or null. */
function startupOf(html: string): ReturnType<typeof ZPortalStartup.safeParse>['data'] | null {
  const match = new RegExp(
    `<script type="application/json" id="${STARTUP_DATA_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!match?.[1]) return null;
  try {
    const parsed = ZPortalStartup.safeParse(JSON.parse(match[1]));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function jsonResponse(value: unknown): Response {
  return new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Keeps the start-up data of a page that came from the network as the two files. */
async function keepStartup(page: Response): Promise<void> {
  const startup = startupOf(await page.text());
  if (!startup) return;
  const cache = await caches.open(CACHES.startup);
  await Promise.all([
    cache.put(STARTUP_FILES.config, jsonResponse(startup.config)),
    cache.put(STARTUP_FILES.remotes, jsonResponse(startup.remotes)),
  ]);
}

/**
 * The precached page without the start-up data of the day it was precached: the shell
 * then reads `/config.json` and `/remotes.json`, which this worker answers with the last
 * ones the user saw.
 */
async function offlinePage(): Promise<Response> {
  const page = await matchPrecache('/index.html');
  if (!page) return Response.error();
  const html = (await page.text()).replace(
    new RegExp(`<script type="application/json" id="${STARTUP_DATA_ID}">[\\s\\S]*?</script>`),
    '',
  );
  return new Response(html, { status: 200, headers: page.headers });
}

// Pages: always from the network while online; offline the precached shell.
registerRoute(
  new NavigationRoute(async ({ event, request }) => {
    try {
      const page = await new NetworkOnly().handle({ event, request });
      if (page.ok) event.waitUntil(keepStartup(page.clone()));
      return page;
    } catch {
      return offlinePage();
    }
  }),
);

const networkFirst = (cacheName: string) =>
  new NetworkFirst({ cacheName, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });

registerRoute(
  ({ url }) => sameOrigin(url) && Object.values(STARTUP_FILES).includes(url.pathname as never),
  networkFirst(CACHES.startup),
);

/** The files cache: content-hashed, never changing, at most this many kept. */
const filesCache = new CacheFirst({
  cacheName: CACHES.files,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true }),
  ],
});

/** Fetches the first-load files of the area whose entry is at `entryUrl` into the cache. */
async function keepAreaFiles(entryUrl: URL): Promise<void> {
  const base = new URL('.', entryUrl);
  try {
    const answer = await fetch(new URL(REMOTE_FIRST_LOAD_FILE, base));
    if (!answer.ok) return;
    const list = ZRemoteFirstLoad.parse(await answer.json());
    const files = [...list.js, ...list.css]
      .map((file) => new URL(file, base))
      .filter((url) => sameOrigin(url) && HASHED_ASSET_NAME.test(url.pathname));
    const cache = await caches.open(CACHES.files);
    await Promise.all(
      files.map(async (url) => {
        if (!(await cache.match(url))) await cache.add(url);
      }),
    );
  } catch {
    // why: warming is a bonus; what the page itself loads is cached anyway.
  }
}

/** An area's entry or one of its JSON files (`remoteEntry.js`, `mf-manifest.json`, ...). */
const isAreaEntry = (url: URL) =>
  !isApi(url) &&
  (url.pathname.endsWith('/remoteEntry.js') ||
    (url.pathname.endsWith('.json') && url.pathname.split('/').length > 2));

registerRoute(
  ({ url }) => sameOrigin(url) && isAreaEntry(url),
  async (options) => {
    const isEntry = options.url.pathname.endsWith('/remoteEntry.js');
    const kept = isEntry ? await (await caches.open(CACHES.entries)).match(options.request) : null;
    const keptText = kept ? await kept.text() : null;
    const answer = await networkFirst(CACHES.entries).handle(options);
    // why: only a new release of the area has new files to fetch ahead; an unchanged
    // entry costs no request more.
    if (isEntry && answer.ok && (await answer.clone().text()) !== keptText) {
      options.event.waitUntil(keepAreaFiles(options.url));
    }
    return answer;
  },
);

registerRoute(
  ({ url }) => sameOrigin(url) && !isApi(url) && HASHED_ASSET_NAME.test(url.pathname),
  filesCache,
);

const isBranding = (url: URL) =>
  url.pathname.startsWith('/branding/') ||
  url.pathname === '/manifest.webmanifest' ||
  url.pathname === '/favicon.ico';

registerRoute(
  ({ url }) => sameOrigin(url) && isBranding(url),
  new StaleWhileRevalidate({ cacheName: CACHES.branding }),
);

// The first page was loaded before this worker controlled it: keep what it loaded (from
// the browser's HTTP cache, mostly), and the start-up files it had inlined.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as Partial<TKeepLoadedMessage> | null;
  if (message?.type !== KEEP_LOADED || !Array.isArray(message.urls)) return;
  event.waitUntil(keepLoaded(message.urls));
});

async function keepLoaded(urls: readonly string[]): Promise<void> {
  const entries = await caches.open(CACHES.entries);
  const files = await caches.open(CACHES.files);
  const startup = await caches.open(CACHES.startup);
  const branding = await caches.open(CACHES.branding);
  await Promise.all([
    ...Object.values(STARTUP_FILES).map(async (path) => {
      if (!(await startup.match(path))) await startup.add(path).catch(() => undefined);
    }),
    ...urls.map(async (text) => {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        return;
      }
      if (!sameOrigin(url) || isApi(url)) return;
      if (isBranding(url)) {
        if (!(await branding.match(url))) await branding.add(url).catch(() => undefined);
      } else if (isAreaEntry(url)) {
        if (!(await entries.match(url))) await entries.add(url).catch(() => undefined);
        if (url.pathname.endsWith('/remoteEntry.js')) await keepAreaFiles(url);
      } else if (HASHED_ASSET_NAME.test(url.pathname) && !(await matchPrecache(url.href))) {
        if (!(await files.match(url))) await files.add(url).catch(() => undefined);
      }
    }),
  ]);
}

// Background Sync: what waits in the outbox goes when the connection is back, also when
// no portal page is open. A round that found no connection fails, so the browser retries.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    sendOutbox('each-with-own-token').then((outcome) => {
      if (outcome === 'no-connection') throw new Error('Still no connection');
    }),
  );
});
