import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../client/api-error.js';
import { clearAllStorage } from '../../client/storage.js';
import { OFFLINE_TEXTS } from '../../rules/catalogue/offline-texts.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { ScanPanel, type TFindCode } from './scan-panel.js';

function setup(find: TFindCode, permissions: Record<string, number> = { '*': 2 }) {
  const onNavigate = vi.fn();
  render(<ScanPanel permissions={permissions} onNavigate={onNavigate} find={find} />);
  return { onNavigate, user: userEvent.setup() };
}

describe('ScanPanel', () => {
  it("asks for a code when the field is empty ('Voer een barcode in')", async () => {
    const find = vi.fn<TFindCode>();
    const { user } = setup(find);
    await user.click(screen.getByRole('button', { name: MESSAGES.barcodeSearch }));
    expect(screen.getByText(MESSAGES.enterBarcode)).toBeInTheDocument();
    expect(screen.getByLabelText(MESSAGES.barcodeLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(find).not.toHaveBeenCalled();
  });

  it('opens the actions page of a found rental case', async () => {
    const find = vi.fn<TFindCode>().mockResolvedValue({
      type: 'rental',
      rentalcaseId: 31,
      productId: null,
    });
    const { user, onNavigate } = setup(find);
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), ' VH-0031 ');
    await user.click(screen.getByRole('button', { name: MESSAGES.barcodeSearch }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/rentals/active/actions/31'));
    expect(find).toHaveBeenCalledWith('VH-0031');
  });

  it('opens the details page with view permission only', async () => {
    const find = vi.fn<TFindCode>().mockResolvedValue({
      type: 'depot-in',
      rentalcaseId: null,
      productId: 4,
    });
    const { user, onNavigate } = setup(find, { '/articles': 1 });
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'SN4{Enter}');
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith('/articles/depot/product/details/4'),
    );
  });

  it('says the user has no rights when neither page may be opened', async () => {
    const find = vi.fn<TFindCode>().mockResolvedValue({
      type: 'depot-out',
      rentalcaseId: null,
      productId: 4,
    });
    const { user, onNavigate } = setup(find, { '/rentals': 2 });
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'SN4{Enter}');
    expect(await screen.findByText(MESSAGES.noScanPermission)).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("shows the server's message for a code that is not found", async () => {
    const find = vi
      .fn<TFindCode>()
      .mockRejectedValue(
        new ApiError('Hulpmiddel niet gevonden', { status: 'error', httpStatus: 200 }),
      );
    const { user } = setup(find);
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'X1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hulpmiddel niet gevonden');
  });

  it('offers to start the camera again, not to stop it, when there is no camera', async () => {
    const find = vi.fn<TFindCode>();
    const { user } = setup(find);
    const button = screen.getByRole('button', { name: MESSAGES.cameraStart });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    // jsdom has no camera: the panel says so, the camera is off, the manual field stays.
    expect(screen.getByText(MESSAGES.cameraUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.cameraStop })).toBeNull();
    const again = screen.getByRole('button', { name: MESSAGES.cameraStart });
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText(MESSAGES.barcodeLabel)).toBeEnabled();
  });

  it('remembers a code it cannot look up offline and looks it up once the connection is back', async () => {
    const find = vi
      .fn<TFindCode>()
      .mockRejectedValueOnce(new ApiError(MESSAGES.offline, { status: 'error', httpStatus: 0 }))
      .mockResolvedValueOnce({ type: 'rental', rentalcaseId: 31, productId: null });
    const { user, onNavigate } = setup(find);
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'VH-0031{Enter}');
    expect(await screen.findByText(OFFLINE_TEXTS.scanRemembered('VH-0031'))).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/rentals/active/actions/31'));
    expect(find).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(OFFLINE_TEXTS.scanRemembered('VH-0031'))).not.toBeInTheDocument();
  });

  it('keeps a remembered code on the phone across a reload until it is looked up or the user signs out', async () => {
    const offline = new ApiError(MESSAGES.offline, { status: 'error', httpStatus: 0 });
    const find = vi.fn<TFindCode>().mockRejectedValueOnce(offline);
    const { user } = setup(find);
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'VH-0032{Enter}');
    expect(await screen.findByText(OFFLINE_TEXTS.scanRemembered('VH-0032'))).toBeInTheDocument();

    // A reload: the page's memory is gone, the phone's storage is not.
    expect(localStorage.getItem('scan-remembered')).toContain('VH-0032');
    cleanup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const later = vi
      .fn<TFindCode>()
      .mockResolvedValue({ type: 'rental', rentalcaseId: 32, productId: null });
    const { onNavigate } = setup(later);
    expect(screen.getByText(OFFLINE_TEXTS.scanRemembered('VH-0032'))).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/rentals/active/actions/32'));
    expect(later).toHaveBeenCalledWith('VH-0032');
    vi.restoreAllMocks();

    // Signing out forgets a code that was never looked up.
    cleanup();
    const third = vi.fn<TFindCode>().mockRejectedValueOnce(offline);
    const next = setup(third);
    await next.user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'VH-0033{Enter}');
    expect(await screen.findByText(OFFLINE_TEXTS.scanRemembered('VH-0033'))).toBeInTheDocument();
    clearAllStorage();
    cleanup();
    setup(vi.fn<TFindCode>());
    expect(screen.queryByText(OFFLINE_TEXTS.scanRemembered('VH-0033'))).not.toBeInTheDocument();
  });

  it('a panel that leaves the screen before the remembered code is answered leaves it to the next one', async () => {
    localStorage.setItem('scan-remembered', JSON.stringify({ code: 'VH-0034' }));
    let answer: (value: Awaited<ReturnType<TFindCode>>) => void = () => undefined;
    const slow = vi.fn<TFindCode>(() => new Promise((resolve) => (answer = resolve)));
    setup(slow);
    await waitFor(() => expect(slow).toHaveBeenCalledWith('VH-0034'));
    cleanup();
    await act(async () => answer({ type: 'rental', rentalcaseId: 34, productId: null }));
    expect(localStorage.getItem('scan-remembered')).toContain('VH-0034');

    const next = vi
      .fn<TFindCode>()
      .mockRejectedValue(new ApiError(MESSAGES.notFound, { status: 'error', httpStatus: 404 }));
    setup(next);
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(localStorage.getItem('scan-remembered')).toBeNull();
  });
});
