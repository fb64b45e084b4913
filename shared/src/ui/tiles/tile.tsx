/** A tile (home, action and overview pages): icon, title, one line of explanation. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../rules/messages.js';
import { ExternalIcon } from '../icons/icons.js';
import './tiles.css';

/** Props of Tile: an internal route (`to`) or an external address (`href`, new tab). */
export type TTileProps = {
  title: ReactNode;
  /** One line of explanation under the title. */
  description?: ReactNode;
  icon?: ReactNode;
  className?: string;
} & ({ to: string; href?: never } | { href: string; to?: never });

/** One tile; render it inside a TileGrid (it is a list item). */
export function Tile({ title, description, icon, className, ...target }: TTileProps) {
  const content = (
    <>
      {icon ? (
        <span className="ui-tile__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-tile__text">
        <span className="ui-tile__title">{title}</span>
        {description ? <span className="ui-tile__description">{description}</span> : null}
      </span>
    </>
  );
  return (
    <li className={['ui-tile', className].filter(Boolean).join(' ')}>
      {target.href !== undefined ? (
        <a className="ui-tile__link" href={target.href} target="_blank" rel="noopener noreferrer">
          {content}
          <ExternalIcon className="ui-tile__external" />
          <span className="visually-hidden"> {MESSAGES.opensInNewTab}</span>
        </a>
      ) : (
        <Link className="ui-tile__link" to={target.to}>
          {content}
        </Link>
      )}
    </li>
  );
}
