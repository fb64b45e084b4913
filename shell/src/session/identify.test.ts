import { authStorage, configureApiClient } from '@portal/shared/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authRecord } from '../test/portal-fixture';
import { identify, startIdentify } from './identify';

function answerIdentify() {
  const { token: _token, ...identity } = authRecord({ '*': 2 });
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify({ status: 'success', message: null, response: identity }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => configureApiClient({ baseUrl: '/Rest/Pwa' }));
afterEach(() => vi.unstubAllGlobals());

describe('identify at start-up', () => {
  it('answers the first identify with the call started at start-up', async () => {
    const fetchMock = answerIdentify();
    authStorage.set(authRecord({ '*': 2 }));
    startIdentify();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await identify()).fullName).toBe('Anna de Vries');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await identify();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the session changed since start-up', async () => {
    const fetchMock = answerIdentify();
    authStorage.set(authRecord({ '*': 2 }));
    startIdentify();
    authStorage.set({ ...authRecord({ '*': 2 }), token: 'token-2' });
    await identify();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts nothing without a stored session', () => {
    const fetchMock = answerIdentify();
    startIdentify();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
