// Everything that is not /Rest/Pwa: /config.json, /branding/*, /remotes.json, the remotes
// under /mf/<name>/, /favicon.ico and the shell with its SPA fallback to index.html.
import { realpath, stat } from 'node:fs/promises';
import { basename, extname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_ICONS,
  isFederatedRemote,
  WEB_MANIFEST_PATH,
  ZPortalConfig,
  type TPortalConfig,
  type TPortalStartup,
  type TRemotesManifest,
} from '@portal/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brandingDir, type TConfig } from '../../config.js';
import type { TDeps } from '../../deps.js';
import { unexpected } from '../../answer/envelope.js';
import { REPO_ROOT } from '../../package-paths.js';
import { API_BASE } from '../../http/register-call.js';
import { appIconsOf, iconSourceFile, type TAppIconName } from './app-icons.js';
import { cacheControlFor, LONG_CACHE, NO_CACHE } from './cache-policy.js';
import { readParsedFile } from './file-cache.js';
import { contentSecurityPolicy } from '../../plugins/security-headers.js';
import { firstPageHtml, inlineScriptHashes } from './first-page.js';
import { remotePreloads } from './remote-preloads.js';
import { webManifest } from './web-manifest.js';
import { remoteFileCandidates, REMOTE_FOLDER, servedRemotes } from './remotes-manifest.js';

const DEFAULT_CONFIG_DIR = join(REPO_ROOT, 'config');

/**
 * Which files of a folder are served: `'any'` every file inside it (the branding, whose
 * PORTAL_CONFIG folder may be mounted through links, as a Kubernetes ConfigMap is);
 * `'built'` only the files a build wrote itself (api/src/routes/static/README.md "Built
 * files only"): none under a dot-folder or with a dot-name (`.vite/manifest.json`), and
 * none reached through a symbolic link inside the folder (`link.js -> /etc/passwd`).
 */
type TServedFiles = 'any' | 'built';

/** `root/relative` when it is a file inside `root`, else null (no escaping with `..`). */
async function fileInside(
  root: string,
  relative: string,
  served: TServedFiles = 'any',
): Promise<string | null> {
  const base = resolve(root);
  const full = resolve(base, `.${sep}${relative}`);
  if (!full.startsWith(base + sep)) return null;
  const inner = full.slice(base.length + 1);
  if (served === 'built' && inner.split(sep).some((segment) => segment.startsWith('.'))) {
    return null;
  }
  try {
    if (served === 'built') {
      // why: the real path of the file must be the path asked for inside the folder's real
      // path, so no link inside the folder (to a file or a folder) leads anywhere.
      const [realBase, realFull] = await Promise.all([realpath(base), realpath(full)]);
      if (realFull !== join(realBase, inner)) return null;
    }
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * Sends `root/relative` with its cache policy; `cors`: true allows any origin, a string
 * that one origin (the answer then varies by Origin too).
 */
async function sendStatic(
  reply: FastifyReply,
  root: string,
  relative: string,
  cors: boolean | string = false,
  served: TServedFiles = 'any',
) {
  const file = await fileInside(root, relative, served);
  if (!file) return reply.callNotFound();
  const cacheControl = cacheControlFor(file);
  reply.header('Cache-Control', cacheControl);
  // why: the same URL answers a precompressed copy or the file itself, by Accept-Encoding;
  // @fastify/static does not say so when it sends a copy.
  reply.header('Vary', typeof cors === 'string' ? 'accept-encoding, origin' : 'accept-encoding');
  if (cors) reply.header('Access-Control-Allow-Origin', cors === true ? '*' : cors);
  // why: a content-hashed file is never asked for again, so its validators and ranges
  // only cost bytes: ~100 on each of the ~25 scripts of a first load on a slow phone.
  const isImmutable = cacheControl === LONG_CACHE;
  return reply.sendFile(file.slice(resolve(root).length + 1), resolve(root), {
    etag: !isImmutable,
    lastModified: !isImmutable,
    acceptRanges: !isImmutable,
  });
}

const parsePortalConfig = (text: string) => ZPortalConfig.parse(JSON.parse(text));

/**
 * The shell's index.html for the page at `pathname`, with the start-up data inlined and
 * the owning remote preloaded (first-page.ts). What cannot be read is left out, and the
 * shell then asks for it itself (and shows the same error it would have shown anyway).
 */
/** The shell's index.html, with the CSP sources of its inline import map. */
type TPageTemplate = { html: string; scriptHashes: string[] };

const parseTemplate = (html: string): TPageTemplate => ({
  html,
  scriptHashes: inlineScriptHashes(html),
});

/** The origins of the federated remotes the manifest names by an absolute URL. */
export function federatedRemoteOrigins(remotes: TRemotesManifest | null): string[] {
  const origins = new Set<string>();
  for (const remote of Object.values(remotes ?? {})) {
    if (!isFederatedRemote(remote) || !/^https?:\/\//i.test(remote.manifest)) continue;
    origins.add(new URL(remote.manifest).origin);
  }
  return [...origins];
}

/**
 * The origin of `apiBaseUrl` when it points at another server (the supplier's own
 * backend), which the page's `connect-src` must then allow; none for a path of this one.
 */
export function apiOrigins(portal: { apiBaseUrl: string } | null): string[] {
  if (!portal || !/^https?:\/\//i.test(portal.apiBaseUrl)) return [];
  return [new URL(portal.apiBaseUrl).origin];
}

async function sendFirstPage(
  reply: FastifyReply,
  config: TConfig,
  template: TPageTemplate,
  pathname: string,
) {
  let remotes;
  try {
    remotes = await servedRemotes(config);
  } catch {
    remotes = null;
  }
  const portal = await readParsedFile(config.portalConfigPath, parsePortalConfig);
  const startup: TPortalStartup | null = portal && remotes ? { config: portal, remotes } : null;
  const preloads = remotes ? await remotePreloads(config, remotes, pathname) : [];
  return reply
    .header('Cache-Control', NO_CACHE)
    .header(
      'Content-Security-Policy',
      contentSecurityPolicy(
        template.scriptHashes,
        federatedRemoteOrigins(remotes),
        apiOrigins(portal),
      ),
    )
    .type('text/html; charset=utf-8')
    .send(firstPageHtml(template.html, startup, preloads));
}

/** The service worker's file in the shell's build (shell/src/sw, vite-plugin-pwa). */
const SERVICE_WORKER_FILE = 'sw.js';

/** The icon of each path under /branding/icons/. */
const ICON_BY_FILE = new Map(
  (Object.entries(APP_ICONS) as Array<[TAppIconName, (typeof APP_ICONS)[TAppIconName]]>).map(
    ([name, icon]) => [icon.path.slice('/branding/icons/'.length), name],
  ),
);

export async function staticRoutes(app: FastifyInstance, { config }: TDeps): Promise<void> {
  const shellDist = join(config.buildsRoot, 'shell', 'dist');
  const readPortal = () => readParsedFile(config.portalConfigPath, parsePortalConfig);
  /** The app icons of the current branding, or null (none can be drawn). */
  const appIcons = async (portal: TPortalConfig | null) => {
    const file = portal ? iconSourceFile(portal.brand) : null;
    if (!file) return null;
    const own = brandingDir(config);
    const root = (await fileInside(own, file)) ? own : DEFAULT_CONFIG_DIR;
    const path = await fileInside(root, file);
    return path ? appIconsOf(path) : null;
  };
  // why: drawn once at start-up (in the thread pool), not when a phone first asks.
  void readPortal().then(appIcons);
  await app.register(fastifyStatic, {
    root: config.buildsRoot,
    serve: false,
    cacheControl: false,
    // why: the builds carry brotli and gzip copies made once at their strongest settings
    // (tooling/precompress-assets.ts); a file without them is compressed per answer.
    preCompressed: true,
  });

  app.get('/config.json', async (_request, reply) =>
    sendStatic(reply, brandingDir(config), basename(config.portalConfigPath)),
  );

  app.get(WEB_MANIFEST_PATH, async (_request, reply) => {
    const portal = await readPortal();
    if (!portal) return reply.callNotFound();
    const icons = await appIcons(portal);
    return reply
      .header('Cache-Control', NO_CACHE)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(portal.brand, icons !== null)));
  });

  app.get<{ Params: { file: string } }>('/branding/icons/:file', async (request, reply) => {
    const name = ICON_BY_FILE.get(request.params.file);
    const icons = name ? await appIcons(await readPortal()) : null;
    if (!name || !icons) return reply.callNotFound();
    // why: the icons follow the branding, which may change while the api runs.
    return reply.header('Cache-Control', NO_CACHE).type('image/png').send(icons[name]);
  });

  // why: a worker takes its CSP from its own answer (security-headers.ts), so the service
  // worker gets the documents' policy: it fetches only from this origin.
  app.get(`/${SERVICE_WORKER_FILE}`, async (_request, reply) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy());
    return sendStatic(reply, shellDist, SERVICE_WORKER_FILE);
  });

  // why: a PORTAL_CONFIG elsewhere may bring its own logo; what it lacks comes from config/.
  app.get<{ Params: { '*': string } }>('/branding/*', async (request, reply) => {
    const file = request.params['*'];
    const own = brandingDir(config);
    return sendStatic(reply, (await fileInside(own, file)) ? own : DEFAULT_CONFIG_DIR, file);
  });

  app.get('/remotes.json', async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(await servedRemotes(config)),
  );

  app.get<{ Params: { name: string; '*': string } }>('/mf/:name/*', async (request, reply) => {
    const { name } = request.params;
    if (!REMOTE_FOLDER.test(`mf-${name}`)) return reply.callNotFound();
    // why: every release stays served, so a page that loaded an older one still gets the
    // chunks it has not asked for yet.
    const file = request.params['*'];
    const candidates = await remoteFileCandidates(config, name, file);
    for (const candidate of candidates.slice(0, -1)) {
      if (await fileInside(candidate.root, candidate.file, 'built')) {
        return sendStatic(reply, candidate.root, candidate.file, true, 'built');
      }
    }
    const last = candidates.at(-1);
    return last ? sendStatic(reply, last.root, last.file, true, 'built') : reply.callNotFound();
  });

  // The custom element <portal-area> (shell/src/embed, README.md "Embedding an area in an
  // intranet"): a stable URL per API version, so no-cache (revalidated, a fix reaches every
  // partner on its next load), with CORS for the origins ALLOWED_EMBED_ORIGINS lists (a
  // page may load it as a module or with `crossorigin`; a classic script tag needs none).
  app.get<{ Params: { '*': string } }>('/embed/*', async (request, reply) => {
    const { origin } = request.headers;
    const cors = origin && config.allowedEmbedOrigins.includes(origin) ? origin : false;
    return sendStatic(reply, join(shellDist, 'embed'), request.params['*'], cors, 'built');
  });

  app.get('/favicon.ico', async (_request, reply) => {
    for (const icon of ['favicon.ico', 'favicon.svg']) {
      if (await fileInside(shellDist, icon)) return sendStatic(reply, shellDist, icon);
    }
    return sendStatic(reply, DEFAULT_CONFIG_DIR, 'logo.svg');
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const path = request.params['*'];
    if (`/${path}`.startsWith(`${API_BASE}/`) || `/${path}` === API_BASE) {
      return reply.code(404).send(unexpected());
    }
    // why: the page itself is always sent as a page (its CSP allows its import map).
    const isPage = path === 'index.html';
    if (path !== '' && !isPage && (await fileInside(shellDist, path, 'built')))
      return sendStatic(reply, shellDist, path, false, 'built');
    // why: deep links such as /auth/login or /rentals/active are routes of the shell.
    const looksLikeFile = !isPage && extname(path.split('/').pop() ?? '') !== '';
    const template = looksLikeFile
      ? null
      : await readParsedFile(join(shellDist, 'index.html'), parseTemplate);
    if (template === null) return reply.callNotFound();
    return sendFirstPage(reply, config, template, isPage ? '/' : `/${path}`);
  });
}
