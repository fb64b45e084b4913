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

/** /remotes.json: remote name to the URL of its remoteEntry.js (or mf-manifest.json). */
export const ZRemotesManifest = z.record(z.string(), z.object({ entry: z.string().min(1) }));
export type TRemotesManifest = z.infer<typeof ZRemotesManifest>;
