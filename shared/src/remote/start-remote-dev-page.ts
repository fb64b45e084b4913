/**
 * A remote's dev page (`pnpm dev`, its index.html and src/dev-main.tsx): the area alone in
 * #root, as a partner page would mount it, with the api's /config.json through the dev
 * proxy. Sign in on the portal first (same origin through the proxy) where the area needs
 * a session: the token comes from the stored `auth` record.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@portal/shared/client';
import type { TPortalConfig } from '@portal/shared/contract';
import { RemoteStandaloneRoot } from './remote-standalone-root.js';

/** What startRemoteDevPage needs to know about the area. */
export type TRemoteDevPageOptions<TAppProps extends object> = {
  App: ComponentType<TAppProps>;
  /** Path the area is mounted at, e.g. '/rentals'. */
  basename: string;
  /** Where a visit outside the basename lands, e.g. '/rentals/active'. */
  startPath: string;
  /** Class for the #root element (mf-rentals: `ui-container`). */
  containerClassName?: string;
  /** The App's own props, from /config.json when the api answered it (mf-auth: brand). */
  appProps?: (config: Partial<TPortalConfig> | null) => TAppProps;
};

/** Reads /config.json, configures the API client and renders the area into #root. */
export async function startRemoteDevPage<TAppProps extends object>({
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
  if (config?.apiBaseUrl) configureApiClient({ baseUrl: config.apiBaseUrl });
  if (containerClassName) container.classList.add(containerClassName);
  const props = appProps ? appProps(config) : ({} as TAppProps);
  createRoot(container).render(
    createElement(RemoteStandaloneRoot<TAppProps>, { ...props, App, basename }),
  );
}
