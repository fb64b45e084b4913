// What a page tells the service worker (sw.ts): the first page, loaded before the worker
// controlled it, hands over the URLs it loaded, so the area it showed opens offline too.
export const KEEP_LOADED = 'portal-keep-loaded';

export type TKeepLoadedMessage = { type: typeof KEEP_LOADED; urls: string[] };
