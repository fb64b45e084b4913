// The runtime configuration the api serves and the shell reads at start-up
// (ARCHITECTURE.md "Runtime configuration"): /config.json and /remotes.json.
import { z } from 'zod';

export const ZBrand = z.object({
  name: z.string().min(1),
  logoUrl: z.string().min(1),
  supportPhone: z.string().min(1),
  supportEmail: z.string().min(1),
  zvwUrl: z.string().min(1),
  primaryColor: z.string().optional(),
  /** The name under the icon on a home screen (12 characters fit); default: `name`. */
  shortName: z.string().min(1).max(30).optional(),
  /**
   * A square mark (SVG under /branding/) the app icons are drawn from; default: the logo.
   * A wide logo drawn into a square icon is too small to recognise on a home screen.
   */
  iconUrl: z.string().min(1).optional(),
});
export type TBrand = z.infer<typeof ZBrand>;

/** /config.json: where the API lives and the supplier's branding. */
export const ZPortalConfig = z.object({
  apiBaseUrl: z.string().min(1),
  brand: ZBrand,
});
export type TPortalConfig = z.infer<typeof ZPortalConfig>;

/** The web app manifest the api builds from /config.json (issue 29: installable). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The app icons the api draws from the brand's icon at start-up: the sizes Android's
 * install criteria ask for (192 and 512, and a maskable one whose mark stays inside the
 * safe circle) and iOS' home screen (180, apple-touch-icon).
 */
export const APP_ICONS = {
  any192: { path: '/branding/icons/icon-192.png', size: 192, purpose: 'any' },
  any512: { path: '/branding/icons/icon-512.png', size: 512, purpose: 'any' },
  maskable512: { path: '/branding/icons/maskable-512.png', size: 512, purpose: 'maskable' },
  apple180: { path: '/branding/icons/apple-touch-icon.png', size: 180, purpose: 'any' },
} as const;

/**
 * A content-hashed build file (`<name>-<hash>.<ext>`, a hash of 8 characters or more):
 * its content never changes, so it is cached for a year (the api) and served from the
 * service worker's cache without asking (shell/src/sw).
 */
export const HASHED_ASSET_NAME =
  /[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico|map)$/;

/** A portal area's remote: the URL of its remoteEntry.js (tooling/remote-entry.ts). */
export const ZPortalRemote = z.object({ entry: z.string().min(1) });
export type TPortalRemote = z.infer<typeof ZPortalRemote>;

/**
 * A route a Module Federation remote built elsewhere brings: like a route of the table
 * (ROUTE_TABLE of @portal/shared/rules), below the one base path of its area.
 */
export const ZDeclaredRoute = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^(\/[a-z0-9][a-z0-9-]*|\/:[a-zA-Z][a-zA-Z0-9]*)+$/, 'a path such as /partner/overview'),
  title: z.string().trim().min(1).max(60),
  /** Required permission level: 1 view (default), 2 act. */
  level: z.number().int().min(1).max(2).default(1),
  isTopMenu: z.boolean().default(false),
  redirectTo: z.string().max(200).startsWith('/').optional(),
});
export type TDeclaredRoute = z.infer<typeof ZDeclaredRoute>;

/**
 * An area that is a standard Module Federation 2.0 remote built elsewhere (another team,
 * any MF tooling): the URL of its `mf-manifest.json`, and the routes it draws. The shell
 * loads its `./App` with @module-federation/runtime when one of them is opened, giving it
 * react, react-dom, the router and react-query through the share scope and the session as
 * props (TAreaHostProps).
 */
export const ZFederatedRemote = z.object({
  manifest: z
    .string()
    .max(500)
    .refine((url) => /^(https?:\/\/|\/)/.test(url) && url.endsWith('.json'), {
      message: 'the URL of an mf-manifest.json',
    }),
  routes: z.array(ZDeclaredRoute).min(1).max(100),
});
export type TFederatedRemote = z.infer<typeof ZFederatedRemote>;

/** /remotes.json: each area's remote by name, a portal remote or a federated one. */
export const ZRemotesManifest = z.record(
  z.string().regex(/^[a-z][a-z0-9_-]*$/, 'a remote name such as rentals or partner_widget'),
  z.union([ZPortalRemote, ZFederatedRemote]),
);
export type TRemotesManifest = z.infer<typeof ZRemotesManifest>;
export type TRemoteRecord = TRemotesManifest[string];

/** Is this area a Module Federation remote built elsewhere (not a portal remote)? */
export function isFederatedRemote(remote: TRemoteRecord): remote is TFederatedRemote {
  return 'manifest' in remote;
}

/**
 * Both of the above, inlined by the api into the page it serves (a `<script
 * type="application/json">` with this id), so the shell starts without asking for them.
 */
export const STARTUP_DATA_ID = 'portal-startup';
export const ZPortalStartup = z.object({ config: ZPortalConfig, remotes: ZRemotesManifest });
export type TPortalStartup = z.infer<typeof ZPortalStartup>;

/**
 * `first-load.json` next to a remote's entry, written by its build: the files (relative
 * to the entry's folder) of the remote's first page, which the api preloads in the page.
 */
export const REMOTE_FIRST_LOAD_FILE = 'first-load.json';
export const ZRemoteFirstLoad = z.object({
  js: z.array(z.string().min(1)),
  css: z.array(z.string().min(1)),
  /** The shared specifiers those files import, whose share modules the page's shell has. */
  shares: z.array(z.string().min(1)).optional(),
});
export type TRemoteFirstLoad = z.infer<typeof ZRemoteFirstLoad>;

/**
 * `shares.json` beside the shell's index.html, written by its build: for each shared
 * specifier, the files its share module loads (relative to the shell's base). The api
 * preloads those a page's remote imports (`shares` of its first-load.json).
 */
export const SHELL_SHARE_FILES_FILE = 'shares.json';
export const ZShellShareFiles = z.record(z.string().min(1), z.array(z.string().min(1)));
export type TShellShareFiles = z.infer<typeof ZShellShareFiles>;

/**
 * `share-versions.json` beside the shell's index.html, written by its build: the version
 * of each singleton it gives every area (react, react-dom, react-router-dom,
 * @tanstack/react-query, @portal/shared). The release command refuses an area whose ranges
 * these do not satisfy (README.md "Releasing one area").
 */
export const SHELL_SHARE_VERSIONS_FILE = 'share-versions.json';
export const ZShellShareVersions = z.record(z.string().min(1), z.string().min(1));
