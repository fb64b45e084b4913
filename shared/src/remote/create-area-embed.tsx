/**
 * The embedding API of an area (its `./embed` expose, version EMBED_API_VERSION): what a
 * partner's page that knows only the portal's origin calls to show the area in one of its
 * elements, with or without React of its own (examples/partner-intranet).
 *
 *   const area = await embed.mount(element, { getToken, apiBaseUrl, basename, onSessionExpired });
 *   ...
 *   await area.unmount();
 *
 * The area renders in a React root of its own inside `element`, with a memory router at
 * `basename` by default (the host's address and history are left alone, and two areas fit
 * on one page; `history: 'browser'` routes in the address instead), its own query client
 * and the host's user (identify with `getToken()`). Its styles live in a style element
 * inside `element`, scoped to it (area-styles.ts). Unmounting removes every element, style,
 * listener and timer the area added.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { TAreaHostProps } from '@portal/shared/contract';
import { createAreaQueryClient } from './area-embedding.js';

/** The version of the embedding API; a change that breaks a host gets a new number. */
export const EMBED_API_VERSION = 1;

/** What mount() takes: the embedding interface (getToken a function, asked per call). */
export type TEmbedOptions = TAreaHostProps;

/** A mounted area. */
export type TEmbeddedArea = {
  /** Unmounts the area and removes all it added to the page; resolves when done. */
  unmount: () => Promise<void>;
};

/** The `./embed` expose of an area. */
export type TAreaEmbed = {
  version: typeof EMBED_API_VERSION;
  mount: (element: Element, options?: TEmbedOptions) => Promise<TEmbeddedArea>;
};

export function createAreaEmbed<TAppProps extends TAreaHostProps>(
  App: ComponentType<TAppProps>,
): TAreaEmbed {
  const mounted = new WeakSet<Element>();
  return {
    version: EMBED_API_VERSION,
    async mount(element, options = {}) {
      if (mounted.has(element)) throw new Error('An area is already mounted in this element.');
      mounted.add(element);
      const root = createRoot(element);
      // why: the area's own query client, so that unmount can clear it after the last
      // observer has gone (each query's garbage-collection timer would outlive the area).
      const queryClient = createAreaQueryClient();
      const props = { history: 'memory', ...options } as TAppProps;
      root.render(
        createElement(QueryClientProvider, { client: queryClient }, createElement(App, props)),
      );
      let isMounted = true;
      return {
        async unmount() {
          if (!isMounted) return;
          isMounted = false;
          root.unmount();
          // why: called from a host's own React commit (an effect's cleanup), React
          // finishes the unmount only after that commit; the queries' observers go then.
          await new Promise((resolve) => setTimeout(resolve, 0));
          queryClient.clear();
          mounted.delete(element);
        },
      };
    },
  };
}
