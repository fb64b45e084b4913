/**
 * The styles of an area outside the portal's shell: in the federation build (a partner's
 * page) no stylesheet goes into the page's head. Every CSS import of the area and of
 * shared/ui becomes a string registered here (tooling/scoped-styles.ts), with each rule
 * scoped under `[data-portal-area]`; AreaStyleScope writes them into a style element
 * inside the area's own element, so they leave with it when the area is unmounted. A page
 * of the area that loads later (lazy) adds its styles to every mounted area.
 * A leaf module: the build imports it from every module with a CSS import.
 */

/** The attribute of the element every rule of an embedded area is scoped under. */
export const AREA_SCOPE_ATTRIBUTE = 'data-portal-area';

const styles: string[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];

/** Registers one stylesheet's text (called by the build's rewrite of a CSS import). */
export function registerAreaStyles(css: string): void {
  if (styles.includes(css)) return;
  styles.push(css);
  snapshot = [...styles];
  for (const listener of listeners) listener();
}

/** The registered stylesheets, in import order (a stable array until one is added). */
export function getAreaStyles(): readonly string[] {
  return snapshot;
}

/** Calls `listener` when a stylesheet is added; returns the unsubscribe function. */
export function subscribeAreaStyles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
