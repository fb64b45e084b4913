import { STARTUP_DATA_ID } from '@portal/shared/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_PORTAL } from '../test/portal-fixture';
import { readInlineStartup, readStartup } from './portal-config';

const STARTUP = {
  config: TEST_PORTAL.config,
  remotes: { rentals: { entry: '/mf/rentals/remoteEntry.js' } },
};

function inline(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = STARTUP_DATA_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(STARTUP_DATA_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('start-up data', () => {
  it('reads what the api inlined, without fetching', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    inline(JSON.stringify(STARTUP));
    expect(readInlineStartup()).toEqual(STARTUP);
    expect(await readStartup()).toEqual(STARTUP);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores inlined data that is not valid and fetches both files instead', async () => {
    inline('{"config": {"apiBaseUrl": ""}}');
    expect(readInlineStartup()).toBeNull();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const body = String(input).endsWith('/config.json') ? STARTUP.config : STARTUP.remotes;
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await readStartup()).toEqual(STARTUP);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('has nothing inlined on a page the api did not serve', () => {
    expect(readInlineStartup()).toBeNull();
    inline('not json');
    expect(readInlineStartup()).toBeNull();
  });
});
