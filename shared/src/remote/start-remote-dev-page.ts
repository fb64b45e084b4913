/**
 * A remote's dev page (`pnpm dev`, its index.html and src/dev-main.tsx): the area alone in
 * #root, as a host outside the portal mounts it (AreaEmbedding), with the api's
 * /config.json through the dev proxy. Sign in on the portal first (same origin through the
 * proxy) where the area needs a session: without `getToken` the area uses the stored
 * `auth` record.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { TAreaHostProps, TPortalConfig } from '@portal/shared/contract';

/** What startRemoteDevPage needs to know about the area. */
export type TRemoteDevPageOptions<TAppProps extends TAreaHostProps> = {
  App: ComponentType<TAppProps>;
  /** Path the area is mounted at, e.g. '/rentals'. */
  basename: string;
  /** Where a visit outside the basename lands, e.g. '/rentals/active'. */
  startPath: string;
  /** Class for the #root element (mf-rentals: `ui-container`). */
  containerClassName?: string;
  /** The App's own props, from /config.json when the api answered it (mf-auth: brand). */
  appProps?: (config: Partial<TPortalConfig> | null) => Omit<TAppProps, keyof TAreaHostProps>;
};

/** Reads /config.json and renders the area into #root at its basename. */
export async function startRemoteDevPage<TAppProps extends TAreaHostProps>({
  App,
  basename,
  startPath,
  containerClassName,
  appProps,
}: TRemoteDevPageOptions<TAppProps>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  if (!window.location.pathname.startsWith(basename)) {
    window.history.replaceState(null, '', startPath);
  }
  const config = (await fetch('/config.json')
    .then((answer) => answer.json())
    .catch(() => null)) as Partial<TPortalConfig> | null;
  if (containerClassName) container.classList.add(containerClassName);
  const props = {
    ...appProps?.(config),
    basename,
    ...(config?.apiBaseUrl ? { apiBaseUrl: config.apiBaseUrl } : {}),
  } as TAppProps;
  createRoot(container).render(createElement(App, props));
}
