/** Inline SVG icons on a 24x24 grid, drawn with `currentColor` strokes. */
import type { ReactElement, ReactNode, SVGProps } from 'react';

/** Props of every icon: decorative (aria-hidden) unless it gets a `title`. */
export type TIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Accessible name; leave out when text next to the icon already says it. */
  title?: string;
  /** Width and height in px or any CSS length; default 1.5rem. */
  size?: number | string;
};

/** The component type every icon has. */
export type TIcon = (props: TIconProps) => ReactElement;

/** Builds an icon component from its SVG shapes. */
export function createIcon(displayName: string, shapes: ReactNode): TIcon {
  function Icon({ title, size = '1.5rem', className, ...rest }: TIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={['ui-icon', className].filter(Boolean).join(' ')}
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
