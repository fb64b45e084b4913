/** Buttons and button-looking links: primary, secondary and link variants, with a busy state. */
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** Visual weight of a button. */
export type TButtonVariant = 'primary' | 'secondary' | 'link';

/** Props of Button. */
export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  /** Busy: shows a spinner and `busyLabel`, sets aria-busy and ignores clicks. */
  isBusy?: boolean;
  /** Text while busy (default: the normal children). */
  busyLabel?: ReactNode;
  /** Full width (thumb-reachable primary action on phones). */
  isBlock?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/** Class names of a button of this variant. */
export function buttonClassName(
  variant: TButtonVariant = 'primary',
  isBlock = false,
  className?: string,
): string {
  return ['ui-button', `ui-button--${variant}`, isBlock ? 'ui-button--block' : null, className]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button. While busy it stays focusable (aria-disabled rather than disabled, so focus
 * is not lost) but does not react to clicks.
 */
export function Button({
  variant = 'primary',
  isBusy = false,
  busyLabel,
  isBlock = false,
  icon,
  className,
  // why: 'button' by default, so a button inside a form never submits by accident.
  type = 'button',
  onClick,
  children,
  ref,
  ...rest
}: TButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(variant, isBlock, className)}
      aria-busy={isBusy || undefined}
      aria-disabled={isBusy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
      {...rest}
    >
      {isBusy ? <span className="ui-button__spinner" aria-hidden="true" /> : icon}
      <span>{isBusy && busyLabel !== undefined ? busyLabel : children}</span>
    </button>
  );
}

/** Props of ButtonLink: a router link that looks like a button. */
export type TButtonLinkProps = LinkProps & {
  variant?: TButtonVariant;
  isBlock?: boolean;
  icon?: ReactNode;
};

/** A react-router Link styled as a button (navigation, not an action). */
export function ButtonLink({
  variant = 'primary',
  isBlock = false,
  icon,
  className,
  children,
  ...rest
}: TButtonLinkProps) {
  return (
    <Link
      className={buttonClassName(
        variant,
        isBlock,
        typeof className === 'string' ? className : undefined,
      )}
      {...rest}
    >
      {icon}
      <span>{children}</span>
    </Link>
  );
}
