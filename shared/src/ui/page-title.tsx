/**
 * The document title 'Page – Area – Supplier' (LOOK-AND-WORDS). A page names itself with
 * `usePageTitle('Dossier 12')`; the shell (PageTitleProvider) adds the area and the
 * supplier's name. Outside the shell (an area mounted alone) the page's name is the title.
 */
import { createContext, useContext, useEffect } from 'react';

/** What the shell gives pages: set their own name, and take it back when they go. */
export type TPageTitleControl = {
  set: (title: string) => void;
  clear: (title: string) => void;
};

const PageTitleContext = createContext<TPageTitleControl | null>(null);

/** Provided by the shell around every page. */
export const PageTitleProvider = PageTitleContext.Provider;

/** The parts joined with ' – ', empty ones and a repeat of the previous part left out. */
export function formatDocumentTitle(parts: ReadonlyArray<string | null | undefined>): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && kept.at(-1) !== text) kept.push(text);
  }
  return kept.join(' – ');
}

/** Names the current page in the document title while it is shown. */
export function usePageTitle(title: string): void {
  const control = useContext(PageTitleContext);
  useEffect(() => {
    if (!control) {
      document.title = title;
      return undefined;
    }
    control.set(title);
    return () => control.clear(title);
  }, [control, title]);
}
