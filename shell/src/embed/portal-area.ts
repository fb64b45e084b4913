/**
 * `<portal-area name="requests">`: a portal area on a page without a bundler, loaded by
 * one script tag from the portal's origin, `/embed/v1/portal-area.js` (README.md
 * "Embedding an area in an intranet"; built by vite.embed.config.ts into
 * dist/embed/v1/). The element loads the area's `./embed` (the embedding API, version 1)
 * through Module Federation from the same origin as this script, mounts it into itself
 * when connected and unmounts it when disconnected.
 *
 * Attributes: `name` (the area: requests, rentals, articles, depot, management),
 * `basename` (default `/<name>`), `api-base` (default `<portal>/Rest/Pwa`).
 * Property: `getToken`, a function answering the portal token (asked before every call).
 * Event: `portal-session-expired` (bubbles) when the portal says the session has ended.
 */
import { createInstance } from '@module-federation/runtime';

/** The embedding API version this element speaks. */
const EMBED_API_VERSION = 1;

type TEmbeddedArea = { unmount: () => Promise<void> };
type TAreaEmbed = {
  version: number;
  mount: (element: Element, options: object) => Promise<TEmbeddedArea>;
};

/** The portal's origin: where this script was loaded from. */
const PORTAL_ORIGIN = new URL(
  (document.currentScript as HTMLScriptElement | null)?.src ?? window.location.href,
).origin;

const AREA_NAME = /^[a-z][a-z0-9-]*$/;

const federation = createInstance({ name: 'portal_area_element', remotes: [] });
const registered = new Set<string>();

function loadEmbed(name: string): Promise<TAreaEmbed | null> {
  if (!registered.has(name)) {
    registered.add(name);
    federation.registerRemotes([{ name, entry: `${PORTAL_ORIGIN}/mf/${name}/mf-manifest.json` }]);
  }
  return federation.loadRemote<TAreaEmbed>(`${name}/embed`);
}

export class PortalAreaElement extends HTMLElement {
  /**
   * Answers the portal token of the signed-in user; set by the page, also before this
   * script has loaded (declared, not initialised: a field initialiser would overwrite the
   * page's value when the element is upgraded).
   */
  declare getToken: (() => string | null) | undefined;

  #area: Promise<TEmbeddedArea | null> | null = null;

  connectedCallback(): void {
    const name = this.getAttribute('name') ?? '';
    if (!AREA_NAME.test(name) || this.#area) return;
    this.#area = this.#mount(name).catch((cause: unknown) => {
      this.dispatchEvent(new CustomEvent('portal-area-error', { bubbles: true, detail: cause }));
      return null;
    });
  }

  disconnectedCallback(): void {
    const area = this.#area;
    this.#area = null;
    void area?.then((mounted) => mounted?.unmount());
  }

  async #mount(name: string): Promise<TEmbeddedArea | null> {
    const embed = await loadEmbed(name);
    if (!embed || embed.version !== EMBED_API_VERSION) {
      throw new Error(`${name}/embed does not speak version ${EMBED_API_VERSION}`);
    }
    return embed.mount(this, {
      apiBaseUrl: this.getAttribute('api-base') ?? `${PORTAL_ORIGIN}/Rest/Pwa`,
      basename: this.getAttribute('basename') ?? `/${name}`,
      getToken: () => this.getToken?.() ?? null,
      onSessionExpired: () =>
        this.dispatchEvent(new CustomEvent('portal-session-expired', { bubbles: true })),
    });
  }
}

if (!customElements.get('portal-area')) customElements.define('portal-area', PortalAreaElement);
