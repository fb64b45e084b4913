import { SHELL_TEXTS as TEXTS } from '@portal/shared/rules';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps over the top bar to <main>. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {TEXTS.skipToContent}
    </a>
  );
}
