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
});
export type TBrand = z.infer<typeof ZBrand>;

/** /config.json: where the API lives and the supplier's branding. */
export const ZPortalConfig = z.object({
  apiBaseUrl: z.string().min(1),
  brand: ZBrand,
});
export type TPortalConfig = z.infer<typeof ZPortalConfig>;

/** /remotes.json: remote name to the URL of its remoteEntry.js (shared/remote-entry.ts). */
export const ZRemotesManifest = z.record(z.string(), z.object({ entry: z.string().min(1) }));
export type TRemotesManifest = z.infer<typeof ZRemotesManifest>;

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
