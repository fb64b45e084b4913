/**
 * The element an area renders in outside the portal's shell: it carries the scope
 * attribute every rule of the federation build is prefixed with, and holds the area's
 * styles (area-styles.ts) in a style element of its own, so they neither reach the host's
 * page nor stay behind after unmount. In the import-map build no style is registered (the
 * shell's page loads them) and this is a plain element.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { AREA_SCOPE_ATTRIBUTE, getAreaStyles, subscribeAreaStyles } from './area-styles.js';

export function AreaStyleScope({ children }: { children: ReactNode }) {
  const styles = useSyncExternalStore(subscribeAreaStyles, getAreaStyles, getAreaStyles);
  return (
    <div {...{ [AREA_SCOPE_ATTRIBUTE]: '' }} className="portal-area">
      {styles.length > 0 ? <style>{styles.join('\n')}</style> : null}
      {children}
    </div>
  );
}
