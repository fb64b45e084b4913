import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// why: without vitest globals, testing-library does not unmount between tests itself.
afterEach(() => cleanup());
