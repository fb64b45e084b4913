/** A tile (home, action and overview pages): icon, title, one line of explanation. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { ExternalIcon } from '../icons/icons.js';
import './tiles.css';

/** Props of Tile: an internal route (`to`) or an external address (`href`, new tab). */
export type TTileProps = {
  title: ReactNode;
  /** One line of explanation under the title. */
  description?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /**
   * A line of its own under the text, inside the card but outside the tile's link, for a
   * second target (e.g. a link to the overdue inspections under Hulpmiddelenbeheer).
   */
  footer?: ReactNode;
  /**
   * Why the action cannot be taken now (the server's own refusal): the tile is shown
   * greyed, without a link, with this reason in place of the explanation.
   */
  disabledReason?: string | null;
} & ({ to: string; href?: never } | { href: string; to?: never });

/** One tile; render it inside a TileGrid (it is a list item). */
export function Tile({
  title,
  description,
  icon,
  className,
  footer,
  disabledReason,
  ...target
}: TTileProps) {
  const isDisabled = Boolean(disabledReason);
  const content = (
    <>
      {icon ? (
        <span className="ui-tile__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-tile__text">
        <span className="ui-tile__title">
          {title}
          {isDisabled ? (
            <span className="visually-hidden"> ({MESSAGES.tileUnavailable})</span>
          ) : null}
        </span>
        {isDisabled ? (
          <span className="ui-tile__description">{disabledReason}</span>
        ) : description ? (
          <span className="ui-tile__description">{description}</span>
        ) : null}
      </span>
    </>
  );
  const classes = [
    'ui-tile',
    footer ? 'ui-tile--with-footer' : null,
    isDisabled ? 'ui-tile--disabled' : null,
    className,
  ];
  let body: ReactNode;
  if (isDisabled) {
    body = <div className="ui-tile__link">{content}</div>;
  } else if (target.href !== undefined) {
    body = (
      <a className="ui-tile__link" href={target.href} target="_blank" rel="noopener noreferrer">
        {content}
        <ExternalIcon className="ui-tile__external" />
        <span className="visually-hidden"> {MESSAGES.opensInNewTab}</span>
      </a>
    );
  } else {
    body = (
      <Link className="ui-tile__link" to={target.to}>
        {content}
      </Link>
    );
  }
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      {body}
      {footer ? <div className="ui-tile__footer">{footer}</div> : null}
    </li>
  );
}
