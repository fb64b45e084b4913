// The path every call of the portal's api lives under (spec 000 §7), a leaf so the http
// layer, the plugins and the routes read it without importing each other.
export const API_BASE = '/Rest/Pwa';
