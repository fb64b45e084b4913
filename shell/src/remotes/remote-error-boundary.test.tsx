import { MESSAGES, OFFLINE_TEXTS } from '@portal/shared/rules';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Failing(): never {
  throw new Error('remote did not load');
}

function renderFailing() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <RemoteErrorBoundary remoteName="partner" onRetry={() => undefined}>
      <Failing />
    </RemoteErrorBoundary>,
  );
}

describe('RemoteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fetch error with a retry when an area fails online', () => {
    renderFailing();
    expect(screen.getByText(MESSAGES.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /opnieuw/i })).toBeInTheDocument();
  });

  it('says the area needs a connection when the phone is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailing();
    expect(screen.getByText(OFFLINE_TEXTS.bannerTitle)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_TEXTS.areaOffline)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.fetchFailed)).toBeNull();
    expect(screen.getByRole('button', { name: /opnieuw/i })).toBeInTheDocument();
  });
});
