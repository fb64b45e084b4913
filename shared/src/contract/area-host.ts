// The embedding interface of a portal area: what a host gives an area's App (its `./App`
// expose, a React component) and its single-spa lifecycles (`./lifecycles`, the same
// props plus single-spa's own). The portal's shell gives every area these props, and so
// does a partner's Module Federation host: one interface, written once (README.md
// "Loading an area from a Module Federation host"). Types only.

/** What a host gives a portal area (every prop optional, each with its default). */
export type TAreaHostProps = {
  /**
   * The path the area is mounted at ('/partner/aanvragen'). Inside a host's router the
   * area takes its mount path from the router instead (a route `<basename>/*`).
   */
  basename?: string;
  /** Base of every API call ('https://portaal.example.nl/Rest/Pwa'); default `/Rest/Pwa`. */
  apiBaseUrl?: string;
  /**
   * The signed-in user's portal token (sent as X-Auth-Token), asked before every call;
   * null when there is none. Without it the area uses the portal's own stored session
   * (same origin only).
   */
  getToken?: () => string | null;
  /** Called when the portal answers that the session has ended (SESSION_EXPIRED). */
  onSessionExpired?: () => void;
  /**
   * Where an area outside a host's router keeps its location: 'browser' (default for the
   * App and the lifecycles) routes in the page's address under `basename`; 'memory' (the
   * default of the embedding API, `<area>/embed`) keeps it inside the area, so the host's
   * address and history are left alone and several areas can share one page.
   */
  history?: 'browser' | 'memory';
};
