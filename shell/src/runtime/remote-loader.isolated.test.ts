import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importRemoteModule } from './remote-container';
import {
  loadApp,
  REMOTE_LOAD_TIMEOUT_MS,
  registerPortalRemotes,
  resetRemoteApp,
} from './remote-loader';

vi.mock('./remote-container', () => ({ importRemoteModule: vi.fn() }));

const importMock = vi.mocked(importRemoteModule);
const App = () => null;

describe('remote loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    registerPortalRemotes({ requests: { entry: '/mf/requests/remoteEntry.js' } });
  });
  afterEach(() => {
    resetRemoteApp('requests');
    vi.useRealTimers();
    importMock.mockReset();
  });

  it('gives up on an entry that never answers, and a retry asks for it afresh', async () => {
    importMock.mockReturnValueOnce(new Promise(() => undefined));
    const hanging = loadApp('requests');
    const settled = expect(hanging).rejects.toThrow(/did not load in 15000 ms/);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    await settled;

    importMock.mockResolvedValueOnce({ default: App });
    resetRemoteApp('requests');
    await expect(loadApp('requests')).resolves.toEqual({ default: App });
    const [, , attempt] = importMock.mock.calls.at(-1) ?? [];
    expect(attempt).toBeGreaterThan(0);
  });

  it('an entry that answers in time is not cut off', async () => {
    importMock.mockReturnValueOnce(
      new Promise((resolve) => setTimeout(() => resolve({ default: App }), 5_000)),
    );
    const load = loadApp('requests');
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    await expect(load).resolves.toEqual({ default: App });
  });
});
