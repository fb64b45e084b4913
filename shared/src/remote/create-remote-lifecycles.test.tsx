import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AppProps } from 'single-spa';
import { afterEach, describe, expect, it } from 'vitest';
import { getApiClientConfig, resetApiClient } from '@portal/shared/client';
import { useSession } from '@portal/shared/ui';
import { createRemoteLifecycles } from './create-remote-lifecycles.js';

type TProbeProps = { brand?: string; basename?: string } & Record<string, unknown>;

/** An area App that needs what the shell would give it: router, query client, session. */
function ProbeApp(props: TProbeProps) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  return (
    <ul>
      <li data-testid="path">{location.pathname}</li>
      <li data-testid="props">{Object.keys(props).sort().join(',') || 'none'}</li>
      <li data-testid="brand">{props.brand ?? 'none'}</li>
      <li data-testid="query-client">{queryClient ? 'yes' : 'no'}</li>
      <li data-testid="signed-in">{session.isSignedIn ? 'yes' : 'no'}</li>
    </ul>
  );
}

const storedAuth = {
  token: 'stored',
  fullName: 'Anna de Vries',
  userId: 7,
  roles: ['customer'],
  permissions: { '*': 2 },
  environment: 'customer-portal',
};

const singleSpaProps = { singleSpa: {}, mountParcel: () => undefined } as unknown as Omit<
  AppProps,
  'name'
>;

afterEach(() => {
  resetApiClient();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('createRemoteLifecycles', () => {
  it('mounts the App with router at basename, query client and session; configures the client', async () => {
    window.history.replaceState(null, '', '/rentals/active');
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const lifecycles = createRemoteLifecycles(ProbeApp);
    const props = {
      ...singleSpaProps,
      name: 'rentals',
      domElement,
      basename: '/rentals',
      apiBaseUrl: '/api/base',
      token: 'partner-token',
      brand: 'De Linde',
    };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/active'));
    // why: single-spa's own props and the client settings are not the App's.
    expect(screen.getByTestId('props')).toHaveTextContent(/^brand$/);
    expect(screen.getByTestId('brand')).toHaveTextContent('De Linde');
    expect(screen.getByTestId('query-client')).toHaveTextContent('yes');
    expect(screen.getByTestId('signed-in')).toHaveTextContent('no');
    expect(getApiClientConfig().baseUrl).toBe('/api/base');
    expect(getApiClientConfig().getToken()).toBe('partner-token');

    await lifecycles.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });

  it('leaves the client settings alone when apiBaseUrl and token are not given', async () => {
    localStorage.setItem('auth', JSON.stringify(storedAuth));
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const lifecycles = createRemoteLifecycles(ProbeApp);
    const props = { ...singleSpaProps, name: 'requests', domElement };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);

    await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent('yes'));
    expect(getApiClientConfig().baseUrl).toBe('/Rest/Pwa');
    expect(getApiClientConfig().getToken()).toBe('stored');
    await lifecycles.unmount(props);
  });
});
