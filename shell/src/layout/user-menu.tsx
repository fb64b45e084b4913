/**
 * The user menu of the top bar (spec 000 §2.3): a disclosure button showing the full name,
 * opening the stored main menu, 'Uitloggen' and the external 'Aanvraag ZVW'. Closes when an
 * item is chosen, on Escape (focus back on the button) and on a click or tap outside.
 */
import type { TMenuItem } from '@portal/shared/client';
import { MESSAGES, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { ChevronDownIcon, ExternalIcon, UserIcon } from '@portal/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';

type TUserMenuProps = { fullName: string; items: TMenuItem[]; zvwUrl: string };

export function UserMenu({ fullName, items, zvwUrl }: TUserMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

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
          <li className="user-menu__separator">
            <NavLink to="/auth/logout" className="user-menu__item" onClick={close}>
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
