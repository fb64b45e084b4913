import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { BarcodeScanner, SCANNER_CONSTRAINTS, SCANNER_OPTIONS } from './barcode-scanner.js';
import { cameraErrorMessage } from './camera-errors.js';

type TCallback = (
  result: { getText: () => string } | undefined,
  error: unknown,
  controls: { stop: () => void },
) => void;

const zxing = vi.hoisted(() => ({
  constructed: [] as unknown[][],
  decodeFromConstraints: vi.fn(),
  stop: vi.fn(),
}));

vi.mock('@zxing/browser', () => {
  class BrowserMultiFormatReader {
    constructor(...args: unknown[]) {
      zxing.constructed.push(args);
    }
    decodeFromConstraints(...args: unknown[]) {
      return zxing.decodeFromConstraints(...args);
    }
  }
  return { BrowserMultiFormatReader, BrowserQRCodeReader: BrowserMultiFormatReader };
});

vi.mock('@zxing/library', () => {
  class NotFoundException extends Error {}
  class ChecksumException extends Error {}
  class FormatException extends Error {}
  return { NotFoundException, ChecksumException, FormatException };
});

beforeEach(() => {
  zxing.constructed.length = 0;
  zxing.decodeFromConstraints.mockReset();
  zxing.stop.mockReset();
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn() },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('BarcodeScanner', () => {
  it('asks for the rear camera with the spec timings and reports decoded codes', async () => {
    let callback: TCallback | undefined;
    zxing.decodeFromConstraints.mockImplementation(
      (_constraints: unknown, _video: unknown, fn: TCallback) => {
        callback = fn;
        return Promise.resolve({ stop: zxing.stop });
      },
    );
    const onDecode = vi.fn();
    const { unmount } = render(<BarcodeScanner onDecode={onDecode} />);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.cameraStarting);
    expect(await screen.findByText(MESSAGES.cameraScanning)).toBeInTheDocument();

    expect(zxing.constructed[0]?.[1]).toEqual({
      delayBetweenScanAttempts: 500,
      delayBetweenScanSuccess: 500,
      tryPlayVideoTimeout: 5000,
    });
    expect(SCANNER_OPTIONS.tryPlayVideoTimeout).toBe(5000);
    const [constraints, video] = zxing.decodeFromConstraints.mock.calls[0] ?? [];
    expect(constraints).toBe(SCANNER_CONSTRAINTS);
    expect(SCANNER_CONSTRAINTS.video).toEqual({ facingMode: { ideal: 'environment' } });
    expect(video).toBeInstanceOf(HTMLVideoElement);

    const { NotFoundException } = await import('@zxing/library');
    callback?.(undefined, new NotFoundException(), { stop: zxing.stop });
    expect(onDecode).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    callback?.({ getText: () => 'VH-0012' }, undefined, { stop: zxing.stop });
    expect(onDecode).toHaveBeenCalledWith('VH-0012');

    unmount();
    expect(zxing.stop).toHaveBeenCalled();
  });

  it('says so when the camera permission is refused', async () => {
    zxing.decodeFromConstraints.mockRejectedValue(
      new DOMException('Permission denied', 'NotAllowedError'),
    );
    render(<BarcodeScanner onDecode={vi.fn()} />);
    expect(await screen.findByText(MESSAGES.cameraDenied)).toBeInTheDocument();
  });

  it('stops a camera that starts after the scanner was closed', async () => {
    let resolve: (controls: { stop: () => void }) => void = () => undefined;
    zxing.decodeFromConstraints.mockReturnValue(
      new Promise((done) => {
        resolve = done;
      }),
    );
    const { unmount } = render(<BarcodeScanner onDecode={vi.fn()} />);
    await waitFor(() => expect(zxing.decodeFromConstraints).toHaveBeenCalled());
    unmount();
    resolve({ stop: zxing.stop });
    await waitFor(() => expect(zxing.stop).toHaveBeenCalled());
  });

  it('says the camera is not available without a camera API', () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<BarcodeScanner onDecode={vi.fn()} />);
    expect(screen.getByText(MESSAGES.cameraUnavailable)).toBeInTheDocument();
    expect(zxing.decodeFromConstraints).not.toHaveBeenCalled();
  });
});

describe('cameraErrorMessage', () => {
  it('tells refusal, time-out and missing camera apart', () => {
    expect(cameraErrorMessage(new DOMException('x', 'NotAllowedError'))).toBe(
      MESSAGES.cameraDenied,
    );
    expect(cameraErrorMessage(false)).toBe(MESSAGES.cameraStartTimeout);
    expect(cameraErrorMessage(new DOMException('x', 'NotFoundError'))).toBe(
      MESSAGES.cameraUnavailable,
    );
  });
});
