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

/**
 * Navigation state of a sign-out the portal itself started after asking (the user menu's
 * 'Uitloggen' while the outbox holds writes): /auth/logout does not ask again. A link to
 * /auth/logout from a mail or another site carries no state, so that page asks.
 */
export type TSignOutAskedState = { signOutAsked: true };

export const SIGN_OUT_ASKED: TSignOutAskedState = { signOutAsked: true };

/** Whether /auth/logout was opened by the portal itself: after asking, or with a message. */
export function isSignOutFromPortal(state: unknown): boolean {
  if (readFlash(state) !== null) return true;
  return (state as { signOutAsked?: unknown } | null)?.signOutAsked === true;
}
