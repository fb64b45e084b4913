/**
 * The runtime configuration the shell reads at start-up (ARCHITECTURE.md "Runtime
 * configuration"): /config.json (api base and supplier branding) and /remotes.json (where
 * each remote's entry lives). Nothing about the supplier is compiled into the front end.
 */
import {
  ZPortalConfig,
  ZRemotesManifest,
  type TBrand,
  type TPortalConfig,
  type TRemotesManifest,
} from '@portal/shared/contract';
import type { z } from 'zod';

export type { TBrand, TPortalConfig, TRemotesManifest };

/** In `vite` dev mode the auth remote runs on its own dev server (public/remotes.dev.json). */
export const REMOTES_URL = import.meta.env.DEV ? '/remotes.dev.json' : '/remotes.json';
export const CONFIG_URL = '/config.json';

async function fetchJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const answer = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`${url} answered HTTP ${answer.status}`);
  return schema.parse(await answer.json());
}

export type TStartup = { config: TPortalConfig; remotes: TRemotesManifest };

/** Fetches /config.json and /remotes.json in parallel; throws when either is unusable. */
export async function fetchStartup(): Promise<TStartup> {
  const [config, remotes] = await Promise.all([
    fetchJson(CONFIG_URL, ZPortalConfig),
    fetchJson(REMOTES_URL, ZRemotesManifest),
  ]);
  return { config, remotes };
}

/** Sets the supplier's primary colour; tokens.css derives hover and tint from it. */
export function applyBrandColour(brand: TBrand, root: HTMLElement = document.documentElement) {
  if (brand.primaryColor && CSS.supports('color', brand.primaryColor)) {
    root.style.setProperty('--color-primary', brand.primaryColor);
  }
}
