/**
 * The status panel of spec 000 §2.4: loading, downloading, page not found, no data, an
 * inline error, or a message and type read from navigation state. A panel without a
 * type shows 'Wrapper type is required!' (the spec's alert, as an on-screen alert).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { AlertIcon, InfoIcon } from '../icons/icons.js';
import { FlashMessage } from './flash-message.js';
import { readFlash } from './flash.js';
import './status.css';

/** The kinds of status panel. */
export type TStatusPanelType =
  'loading' | 'downloading' | 'pageNotfound' | 'noData' | 'inline-error' | 'state';

/** Props of StatusPanel. */
export type TStatusPanelProps = {
  type?: TStatusPanelType;
  /** inline-error: the message (server text); overrides the default text of other types. */
  message?: ReactNode;
  /** inline-error: optional title. */
  title?: ReactNode;
  /** Extra content under the message (e.g. a link back to login). */
  children?: ReactNode;
  className?: string;
};

function currentHref(): string {
  return typeof window === 'undefined' ? '.' : window.location.href;
}

function reloadPage(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.location.reload();
}

function Panel({
  modifier,
  role,
  icon,
  children,
  className,
}: {
  modifier: string;
  role: 'status' | 'alert';
  icon?: ReactNode;
  children: ReactNode;
  className?: string | undefined;
}) {
  return (
    <div
      className={['ui-status-panel', `ui-status-panel--${modifier}`, className]
        .filter(Boolean)
        .join(' ')}
      role={role}
    >
      {icon}
      <div className="ui-status-panel__body">{children}</div>
    </div>
  );
}

function StatePanel({ className, children }: Pick<TStatusPanelProps, 'className' | 'children'>) {
  const location = useLocation();
  const state: unknown = location.state;
  // why: the spec reads "message and type" from navigation state; accept both the flash
  // shape used across the portal and a bare { message, type }.
  const flash = readFlash(state) ?? readFlash(typeof state === 'object' ? { flash: state } : null);
  if (!flash) return null;
  return (
    <FlashMessage
      type={flash.type}
      message={flash.message}
      facts={flash.facts}
      link={flash.link}
      {...(className ? { className } : {})}
    >
      {children}
    </FlashMessage>
  );
}

/** One status panel; see TStatusPanelType for the kinds. */
export function StatusPanel({ type, message, title, children, className }: TStatusPanelProps) {
  switch (type) {
    case 'loading':
      return (
        <Panel modifier="loading" role="status" className={className}>
          <span className="ui-status-panel__spinner" aria-hidden="true" />
          <p>{message ?? MESSAGES.loading}</p>
          <a href={currentHref()} className="ui-status-panel__reload" onClick={reloadPage}>
            {MESSAGES.reloadPage}
          </a>
          {children}
        </Panel>
      );
    case 'downloading':
      return (
        <Panel modifier="loading" role="status" className={className}>
          <span className="ui-status-panel__spinner" aria-hidden="true" />
          <p>{message ?? MESSAGES.downloading}</p>
          {children}
        </Panel>
      );
    case 'pageNotfound':
    case 'noData':
      return (
        <Panel
          modifier="info"
          role="status"
          icon={<InfoIcon className="ui-status-panel__icon" />}
          className={className}
        >
          <p>{message ?? (type === 'noData' ? MESSAGES.noData : MESSAGES.pageNotFoundType)}</p>
          {children}
        </Panel>
      );
    case 'inline-error':
      return (
        <Panel
          modifier="error"
          role="alert"
          icon={<AlertIcon className="ui-status-panel__icon" />}
          className={className}
        >
          {title ? <p className="ui-status-panel__title">{title}</p> : null}
          <p>{message ?? MESSAGES.fetchFailed}</p>
          {children}
        </Panel>
      );
    case 'state':
      return <StatePanel className={className}>{children}</StatePanel>;
    default:
      return (
        <Panel modifier="error" role="alert" className={className}>
          <p>{MESSAGES.wrapperTypeRequired}</p>
        </Panel>
      );
  }
}
