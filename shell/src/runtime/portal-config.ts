/**
 * The runtime configuration the shell reads at start-up (ARCHITECTURE.md "Runtime
 * configuration"): /config.json (api base and supplier branding) and /remotes.json (where
 * each remote's entry lives). Nothing about the supplier is compiled into the front end.
 * The api inlines both into the page it serves; the files are fetched only when the page
 * came from elsewhere (vite dev, a plain static host).
 */
import {
  STARTUP_DATA_ID,
  ZPortalConfig,
  ZPortalStartup,
  ZRemotesManifest,
  type TBrand,
  type TPortalConfig,
  type TPortalStartup,
  type TRemotesManifest,
} from '@portal/shared/contract';
import type { z } from 'zod';

export type { TBrand, TPortalConfig, TRemotesManifest };

// why: in `vite` dev mode too the remotes are the api's builds (the dev proxy forwards
// /remotes.json and /mf); they take the dev server's shares through the dev page's import map.
export const REMOTES_URL = '/remotes.json';
export const CONFIG_URL = '/config.json';

async function fetchJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const answer = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`${url} answered HTTP ${answer.status}`);
  return schema.parse(await answer.json());
}

export type TStartup = TPortalStartup;

/** The start-up data the api inlined into the page, or null (none, or unusable). */
export function readInlineStartup(doc: Document = document): TStartup | null {
  const text = doc.getElementById(STARTUP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = ZPortalStartup.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The inlined start-up data, else /config.json and /remotes.json fetched in parallel;
 * throws when a fetched one is unusable.
 */
export async function readStartup(): Promise<TStartup> {
  const inline = readInlineStartup();
  if (inline) return inline;
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
