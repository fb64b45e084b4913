// What an Idempotency-Key is compared with (http/idempotent-write.ts): the sha256 of a
// request's content, its params and validated body in one canonical JSON (object keys in
// order), so the same content sent again has the same hash however its keys were ordered.
// An uploaded file counts by the hash of its content (uploads/data-url-sink.ts), not by
// the id its parts were staged under, which is new for every send.
import { createHash } from 'node:crypto';
import { isStagedFile } from '../uploads/data-url-sink.js';

function canonical(value: unknown): unknown {
  if (isStagedFile(value)) {
    return { mimeType: value.mimeType, byteSize: value.byteSize, sha256: value.sha256 };
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([name, child]) => [name, canonical(child)]));
  }
  return value;
}

/** The sha256 (hex) of a request's params and body. */
export function requestFingerprint(params: unknown, body: unknown): string {
  const content = JSON.stringify(canonical({ params: params ?? null, body: body ?? null }));
  return createHash('sha256').update(content).digest('hex');
}
