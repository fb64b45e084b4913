// The setup file of every front-end Vitest project (shared/vitest-project-config.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// why: without vitest globals, Testing Library cannot register its own cleanup; local
// storage (session, filters, last page) must not leak from one test into the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
