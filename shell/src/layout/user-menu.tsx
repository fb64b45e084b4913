/**
 * The user menu of the top bar (spec 000 §2.3): a disclosure button showing the full name,
 * opening the stored main menu, 'E-mailmeldingen' (ours, issue 41: how the user hears of her
 * requests), 'Passkeys' (ours, issue 40 §2), 'Uitloggen' and the external 'Aanvraag ZVW'. Closes when an
 * item is chosen, on Escape (focus back on the button) and on a click or tap outside.
 */
import type { TMenuItem } from '@portal/shared/client';
import {
  MAIL_TEXTS,
  MESSAGES,
  OFFLINE_TEXTS,
  PASSKEY_TEXTS,
  SHELL_TEXTS as TEXTS,
} from '@portal/shared/rules';
import { ChevronDownIcon, ExternalIcon, SIGN_OUT_ASKED, UserIcon } from '@portal/shared/ui';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useDisclosure } from './use-disclosure';

type TUserMenuProps = {
  fullName: string;
  items: TMenuItem[];
  zvwUrl: string;
  /** Outbox items not sent yet: 'Uitloggen' asks first, as signing out removes them. */
  unsent?: number;
};

export function UserMenu({ fullName, items, zvwUrl, unsent = 0 }: TUserMenuProps) {
  const { isOpen, setIsOpen, rootRef, toggleRef: buttonRef } = useDisclosure<HTMLDivElement>();
  const panelId = useId();

  const close = () => setIsOpen(false);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <UserIcon size="1.25rem" />
        <span className="user-menu__name">{fullName}</span>
        <ChevronDownIcon size="1.25rem" className="user-menu__chevron" />
      </button>
      <nav
        id={panelId}
        className="user-menu__panel"
        aria-label={TEXTS.userMenuLabel}
        hidden={!isOpen}
      >
        <ul className="user-menu__list">
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className="user-menu__item" onClick={close}>
                {item.title}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/mail-settings" className="user-menu__item" onClick={close}>
              {MAIL_TEXTS.settingsTitle}
            </NavLink>
          </li>
          <li>
            <NavLink to="/passkeys" className="user-menu__item" onClick={close}>
              {PASSKEY_TEXTS.pageTitle}
            </NavLink>
          </li>
          <li className="user-menu__separator">
            <NavLink
              to="/auth/logout"
              state={unsent > 0 ? SIGN_OUT_ASKED : undefined}
              className="user-menu__item"
              onClick={(event) => {
                // why: signing out removes what waits in the outbox (issue 29); never by a slip.
                if (unsent > 0 && !window.confirm(OFFLINE_TEXTS.logoutWithUnsent(unsent))) {
                  event.preventDefault();
                }
                close();
              }}
            >
              {TEXTS.logout}
            </NavLink>
          </li>
          <li>
            <a
              href={zvwUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="user-menu__item"
              onClick={close}
            >
              {TEXTS.zvwRequest}
              <ExternalIcon size="1rem" />
              <span className="visually-hidden"> {MESSAGES.opensInNewTab}</span>
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
