/** The shape of a flash message passed through react-router navigation state. */
import { MESSAGES } from '../../rules/catalogue/messages.js';

/** Kind of a message: decides colour, icon and how urgently it is announced. */
export type TMessageType = 'success' | 'error' | 'warning' | 'info';

/** One fact of what was sent ('Aanvraagnummer' 133, 'Ophaaldatum' 12-12-2026). */
export type TFlashFact = { label: string; value: string };

/** A link the message offers (issue 38: 'Volg deze melding' to the request's details). */
export type TFlashLink = { path: string; label: string };

/**
 * A one-off message shown after navigating (e.g. after a successful submit), with what
 * was sent and where to follow it when a confirmation has them.
 */
export type TFlash = {
  message: string;
  type: TMessageType;
  facts?: readonly TFlashFact[];
  link?: TFlashLink;
};

/** Navigation state carrying a flash: `navigate(path, { state: flashState(...) })`. */
export type TFlashState = { flash: TFlash };

/** Builds the navigation state for a flash message. */
export function flashState(message: string, type: TMessageType = 'success'): TFlashState {
  return { flash: { message, type } };
}

/** What a confirmation of a sent request carries beside its message. */
export type TSentRequest = {
  /** The created request's number; null when the write made none (an internal move). */
  customerRequestId: number | null;
  /** What was sent, in the order shown (the request number goes first by itself). */
  facts?: readonly (TFlashFact | null)[];
  /** Where its details are ('Volg deze melding'); null when the user may not open them. */
  followPath: string | null;
  /**
   * Where to follow what was done when it made no request (a registration: the aid's own
   * page); a request's 'Volg deze melding' goes first.
   */
  link?: TFlashLink | null;
};

/**
 * The navigation state of a confirmation (issue 38): the message, the request number and
 * what was sent, and a link 'Volg deze melding' to the request's details.
 */
export function sentFlashState(
  message: string,
  { customerRequestId, facts = [], followPath, link = null }: TSentRequest,
): TFlashState {
  const shown = [
    ...(customerRequestId === null
      ? []
      : [{ label: MESSAGES.requestFieldId, value: String(customerRequestId) }]),
    ...facts.filter((fact): fact is TFlashFact => fact !== null && fact.value !== ''),
  ];
  return {
    flash: {
      message,
      type: 'success',
      ...(shown.length > 0 ? { facts: shown } : {}),
      ...(followPath !== null && customerRequestId !== null
        ? { link: { path: followPath, label: MESSAGES.followRequest } }
        : link
          ? { link }
          : {}),
    },
  };
}

const TYPES = new Set<string>(['success', 'error', 'warning', 'info']);

/** Reads a flash from navigation state (`{ flash: { message, type } }`), or null. */
export function readFlash(state: unknown): TFlash | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const flash = (state as { flash: unknown }).flash;
  if (typeof flash !== 'object' || flash === null) return null;
  const { message, type } = flash as { message?: unknown; type?: unknown };
  if (typeof message !== 'string' || message === '') return null;
  const facts = readFacts((flash as { facts?: unknown }).facts);
  const link = readLink((flash as { link?: unknown }).link);
  return {
    message,
    type: typeof type === 'string' && TYPES.has(type) ? (type as TMessageType) : 'info',
    ...(facts.length > 0 ? { facts } : {}),
    ...(link ? { link } : {}),
  };
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function readFacts(value: unknown): TFlashFact[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { label, value: text } = (item ?? {}) as { label?: unknown; value?: unknown };
    return isText(label) && isText(text) ? [{ label, value: text }] : [];
  });
}

/** Only a path inside the portal ('/requests/...'), never another site. */
function readLink(value: unknown): TFlashLink | null {
  const { path, label } = (value ?? {}) as { path?: unknown; label?: unknown };
  if (!isText(path) || !isText(label) || !path.startsWith('/') || path.startsWith('//'))
    return null;
  return { path, label };
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
