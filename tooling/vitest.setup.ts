// The setup file of every front-end Vitest project (tooling/vitest-project-config.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// why: on a loaded two-core CI machine a lazy route or a mocked answer can take longer
// than the default 1 s to appear; findBy*/waitFor still fail when it never appears.
configure({ asyncUtilTimeout: 3_000 });

// why: without vitest globals, Testing Library cannot register its own cleanup; local
// storage (session, filters, last page) must not leak from one test into the next.
// With isolate: false (vitest-project-config.ts) the files of a worker share one document,
// so the session storage and the address go back to where a fresh document starts, too.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
