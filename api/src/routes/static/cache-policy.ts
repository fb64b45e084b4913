// Cache-Control per static file: entry points revalidate every time, content-hashed
// assets are cached for a year.

import { HASHED_ASSET_NAME } from '@portal/shared/contract';

export const NO_CACHE = 'no-cache';
export const LONG_CACHE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? '';
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.json')) return NO_CACHE;
  return HASHED_ASSET_NAME.test(name) ? LONG_CACHE : NO_CACHE;
}
