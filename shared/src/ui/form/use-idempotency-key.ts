/**
 * The Idempotency-Key of a write (contract IDEMPOTENCY_HEADER): one random key per
 * filled-in form. Sending the same content again (a retry, a double click) reuses the key,
 * so the server creates one request; changed content after a failure gets a new key.
 */
import { useCallback, useRef } from 'react';

/** A random UUID v4, also outside a secure context (plain http on a local network). */
export function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `keyFor(payload)`: the same key for the same payload, a new one when it changed. */
export function useIdempotencyKey(): (payload: unknown) => string {
  const last = useRef<{ content: string; key: string } | null>(null);
  return useCallback((payload: unknown) => {
    const content = JSON.stringify(payload);
    if (last.current?.content !== content) last.current = { content, key: randomKey() };
    return last.current.key;
  }, []);
}
