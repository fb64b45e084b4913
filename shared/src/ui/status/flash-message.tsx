/**
 * A message banner (success, error, warning, info) as text plus colour plus icon, never
 * colour alone; and the hook that takes a flash message from navigation state.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons/icons.js';
import {
  readFlash,
  type TFlash,
  type TFlashFact,
  type TFlashLink,
  type TMessageType,
} from './flash.js';
import './status.css';

/** Props of FlashMessage. */
export type TFlashMessageProps = {
  type: TMessageType;
  message?: ReactNode;
  title?: ReactNode;
  /** What was sent (a confirmation's request number, cases, date), as a list of facts. */
  facts?: readonly TFlashFact[] | undefined;
  /** A link inside the portal, e.g. 'Volg deze melding'. */
  link?: TFlashLink | undefined;
  /** Shows a close button named 'Melding sluiten'. */
  onDismiss?: () => void;
  children?: ReactNode;
  className?: string;
};

const ICONS = { success: CheckCircleIcon, error: AlertIcon, warning: AlertIcon, info: InfoIcon };

/** A banner; errors and warnings are announced at once (role=alert), others politely. */
export function FlashMessage({
  type,
  message,
  title,
  facts,
  link,
  onDismiss,
  children,
  className,
}: TFlashMessageProps) {
  const Icon = ICONS[type];
  const isUrgent = type === 'error' || type === 'warning';
  return (
    <div
      className={['ui-message', `ui-message--${type}`, className].filter(Boolean).join(' ')}
      role={isUrgent ? 'alert' : 'status'}
    >
      <Icon className="ui-message__icon" />
      <div className="ui-message__body">
        {title ? <p className="ui-message__title">{title}</p> : null}
        {message ? <p>{message}</p> : null}
        {facts && facts.length > 0 ? (
          <dl className="ui-message__facts">
            {facts.map((fact) => (
              <div key={fact.label} className="ui-message__fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {link ? (
          <Link to={link.path} className="ui-message__link">
            {link.label}
          </Link>
        ) : null}
        {children}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="ui-message__dismiss"
          aria-label={MESSAGES.dismissMessage}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

/** What useFlashFromNavigation gives. */
export type TNavigationFlash = { flash: TFlash | null; dismiss: () => void };

/**
 * The flash message in the current location's state (`{ flash: { message, type } }`).
 * Dismissing removes it from the history entry too, so reload or back does not repeat it.
 */
export function useFlashFromNavigation(): TNavigationFlash {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, setFlash] = useState<TFlash | null>(() => readFlash(location.state));
  const [seenKey, setSeenKey] = useState(location.key);

  // why: a new navigation (new location key) may bring a new flash; adjust during render.
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setFlash(readFlash(location.state));
  }

  function dismiss() {
    setFlash(null);
    const state: unknown = location.state;
    if (typeof state === 'object' && state !== null && 'flash' in state) {
      const { flash: _removed, ...rest } = state as Record<string, unknown>;
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        // why: the page stays where it is (the shell's ScrollRestoration resets a REPLACE).
        {
          replace: true,
          preventScrollReset: true,
          state: Object.keys(rest).length > 0 ? rest : null,
        },
      );
    }
  }

  return { flash, dismiss };
}

/** Shows the flash message from navigation state, if any, with a close button. */
export function NavigationFlash({ className }: { className?: string }) {
  const { flash, dismiss } = useFlashFromNavigation();
  if (!flash) return null;
  return (
    <FlashMessage
      type={flash.type}
      message={flash.message}
      facts={flash.facts}
      link={flash.link}
      onDismiss={dismiss}
      {...(className ? { className } : {})}
    />
  );
}
