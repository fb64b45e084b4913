import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../client/api-client.js';
import { DownloadButton } from './download-button.js';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  resetApiClient();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('DownloadButton', () => {
  it('is busy after a click and idle again after 2.5 s', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array(500)));
    render(<DownloadButton label="Download excel" path="/global/download/document/abc" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download excel' }));
    const busy = screen.getByRole('button', { name: 'Download wordt opgehaald' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await flush();
    expect(fetchMock).toHaveBeenCalledOnce();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2400);
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('button', { name: 'Download excel' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores clicks while busy', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array(500)));
    render(<DownloadButton path="/x" />);
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    fireEvent.click(screen.getByRole('button'));
    await flush();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('refuses a file under 100 bytes, resets almost at once and shows the message', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array(99)));
    render(<DownloadButton path="/x" />);
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Er is iets foutgegaan met het ophalen van het bestand',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('button', { name: 'Downloaden' })).not.toHaveAttribute('aria-busy');
  });

  it('uses window.alert when there is no error target', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    render(<DownloadButton path="/x" errorTarget="alert" />);
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await flush();
    expect(alert).toHaveBeenCalledWith('Er is iets misgegaan met het ophalen van het bestand');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands the message to a callback target', async () => {
    const onError = vi.fn();
    fetchMock.mockResolvedValue(new Response('x', { status: 500 }));
    render(<DownloadButton path="/x" errorTarget={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await flush();
    expect(onError).toHaveBeenCalledWith('Er is iets foutgegaan met het ophalen van het bestand');
  });
});
