/** The shape of a flash message passed through react-router navigation state. */

/** Kind of a message: decides colour, icon and how urgently it is announced. */
export type TMessageType = 'success' | 'error' | 'warning' | 'info';

/** A one-off message shown after navigating (e.g. after a successful submit). */
export type TFlash = { message: string; type: TMessageType };

/** Navigation state carrying a flash: `navigate(path, { state: flashState(...) })`. */
export type TFlashState = { flash: TFlash };

/** Builds the navigation state for a flash message. */
export function flashState(message: string, type: TMessageType = 'success'): TFlashState {
  return { flash: { message, type } };
}

const TYPES = new Set<string>(['success', 'error', 'warning', 'info']);

/** Reads a flash from navigation state (`{ flash: { message, type } }`), or null. */
export function readFlash(state: unknown): TFlash | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const flash = (state as { flash: unknown }).flash;
  if (typeof flash !== 'object' || flash === null) return null;
  const { message, type } = flash as { message?: unknown; type?: unknown };
  if (typeof message !== 'string' || message === '') return null;
  return {
    message,
    type: typeof type === 'string' && TYPES.has(type) ? (type as TMessageType) : 'info',
  };
}
