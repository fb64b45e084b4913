import { screen, waitFor } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAreaHostProps } from '@portal/shared/contract';
import { createRemoteLifecycles } from './create-remote-lifecycles.js';

type TProbeProps = TAreaHostProps & { brand?: string } & Record<string, unknown>;

/** An area App that shows which props it was given. */
function ProbeApp(props: TProbeProps) {
  return (
    <ul>
      <li data-testid="props">{Object.keys(props).sort().join(',')}</li>
      <li data-testid="token">{props.getToken?.() ?? 'none'}</li>
    </ul>
  );
}

const singleSpaProps = { singleSpa: {}, mountParcel: () => undefined } as unknown as Omit<
  AppProps,
  'name'
>;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createRemoteLifecycles', () => {
  it("mounts the App with the host's props, without single-spa's own, and unmounts it", async () => {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const lifecycles = createRemoteLifecycles(ProbeApp);
    const props = {
      ...singleSpaProps,
      name: 'rentals',
      domElement,
      basename: '/rentals',
      apiBaseUrl: '/api/base',
      getToken: () => 'partner-token',
      onSessionExpired: () => undefined,
      brand: 'De Linde',
    };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await waitFor(() =>
      expect(screen.getByTestId('props')).toHaveTextContent(
        /^apiBaseUrl,basename,brand,getToken,onSessionExpired$/,
      ),
    );
    expect(screen.getByTestId('token')).toHaveTextContent('partner-token');
    await lifecycles.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });
});
