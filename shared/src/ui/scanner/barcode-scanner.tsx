/**
 * The camera scanner of spec 000 §4 and §9: the rear camera (`facingMode: 'environment'`),
 * decoding continuously; after a not-found, checksum or format error it tries again after
 * 500 ms, after a success it waits 500 ms; the video must start within 5000 ms. A camera
 * that is missing or refused gives a Dutch message. The camera stops on unmount.
 * why: @zxing is loaded only when a scanner is shown, so it stays out of every first load.
 */
import { useEffect, useRef, useState } from 'react';
import {
  SCAN_INTERVAL_MS,
  SCAN_SUCCESS_DELAY_MS,
  SCAN_VIDEO_START_TIMEOUT_MS,
} from '../../rules/constants.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { FlashMessage } from '../status/flash-message.js';
import { cameraErrorMessage, isCameraSupported } from './camera-errors.js';
import './scanner.css';

/** Which codes to read: every supported format (default) or QR codes only. */
export type TScannerFormats = 'all' | 'qr';

/** Props of BarcodeScanner. */
export type TBarcodeScannerProps = {
  /** Called with the text of each decoded code. */
  onDecode: (code: string) => void;
  formats?: TScannerFormats;
  /** Called with the Dutch message when the camera cannot be used (after the scanner shows it). */
  onError?: (message: string) => void;
  className?: string;
};

type TScannerState =
  { kind: 'starting' } | { kind: 'scanning' } | { kind: 'error'; message: string };

/** The reader options with the spec's timings. */
export const SCANNER_OPTIONS = {
  delayBetweenScanAttempts: SCAN_INTERVAL_MS,
  delayBetweenScanSuccess: SCAN_SUCCESS_DELAY_MS,
  tryPlayVideoTimeout: SCAN_VIDEO_START_TIMEOUT_MS,
} as const;

/** Camera constraints: the rear camera where there is one (spec 001 §9). */
export const SCANNER_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' } },
};

function stopTracks(video: HTMLVideoElement | null): void {
  const stream = video?.srcObject;
  if (stream && typeof (stream as MediaStream).getTracks === 'function') {
    for (const track of (stream as MediaStream).getTracks()) track.stop();
  }
  if (video) video.srcObject = null;
}

/** A live camera view that reports decoded codes; mount it to start, unmount to stop. */
export function BarcodeScanner({
  onDecode,
  formats = 'all',
  onError,
  className,
}: TBarcodeScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onDecodeRef = useRef(onDecode);
  const [state, setState] = useState<TScannerState>(() =>
    isCameraSupported()
      ? { kind: 'starting' }
      : { kind: 'error', message: MESSAGES.cameraUnavailable },
  );

  const onErrorRef = useRef(onError);

  useEffect(() => {
    onDecodeRef.current = onDecode;
    onErrorRef.current = onError;
  }, [onDecode, onError]);

  const errorMessage = state.kind === 'error' ? state.message : null;
  useEffect(() => {
    if (errorMessage) onErrorRef.current?.(errorMessage);
  }, [errorMessage]);

  useEffect(() => {
    if (!isCameraSupported()) return undefined;
    const video = videoRef.current;
    let isCancelled = false;
    let stop: (() => void) | null = null;

    async function start() {
      try {
        const [browser, library] = await Promise.all([
          import('@zxing/browser'),
          import('@zxing/library'),
        ]);
        if (isCancelled || !video) return;
        const reader =
          formats === 'qr'
            ? new browser.BrowserQRCodeReader(undefined, SCANNER_OPTIONS)
            : new browser.BrowserMultiFormatReader(undefined, SCANNER_OPTIONS);
        const controls = await reader.decodeFromConstraints(
          SCANNER_CONSTRAINTS,
          video,
          (result, error) => {
            if (result) {
              onDecodeRef.current(result.getText());
              return;
            }
            // why: not-found, checksum and format errors are retried by the reader itself.
            if (
              !error ||
              error instanceof library.NotFoundException ||
              error instanceof library.ChecksumException ||
              error instanceof library.FormatException
            ) {
              return;
            }
            if (!isCancelled) setState({ kind: 'error', message: MESSAGES.cameraUnavailable });
          },
        );
        if (isCancelled) {
          controls.stop();
          stopTracks(video);
          return;
        }
        stop = () => controls.stop();
        setState({ kind: 'scanning' });
      } catch (error) {
        stopTracks(video);
        if (!isCancelled) setState({ kind: 'error', message: cameraErrorMessage(error) });
      }
    }

    void start();
    return () => {
      isCancelled = true;
      stop?.();
      stopTracks(video);
    };
  }, [formats]);

  return (
    <div className={['ui-scanner', className].filter(Boolean).join(' ')}>
      {state.kind !== 'error' ? (
        <video
          ref={videoRef}
          className="ui-scanner__video"
          aria-label={MESSAGES.cameraVideoLabel}
          muted
          playsInline
          autoPlay
        />
      ) : null}
      {state.kind === 'error' ? (
        <FlashMessage type="warning" message={state.message} />
      ) : (
        <p className="ui-scanner__status" role="status">
          {state.kind === 'starting' ? MESSAGES.cameraStarting : MESSAGES.cameraScanning}
        </p>
      )}
    </div>
  );
}
