// Cache-Control per static file: entry points revalidate every time, content-hashed
// assets are cached for a year.

export const NO_CACHE = 'no-cache';
export const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Vite names built assets `<name>-<hash>.<ext>` with a hash of 8 characters or more. */
const HASHED_NAME =
  /[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico|map)$/;

export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? '';
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.json')) return NO_CACHE;
  return HASHED_NAME.test(name) ? LONG_CACHE : NO_CACHE;
}
