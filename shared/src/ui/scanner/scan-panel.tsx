/**
 * The scan screen's content (spec 001 §2.2), used by /scan, /rentals/actions/scan and
 * /articles/actions/scan: a camera scanner (rear camera) that can be started and stopped,
 * and a manual search by barcode or serial number. A found code opens the actions page
 * of its rental case or product when the user may open it, else its details page; a user
 * who may open neither reads 'U heeft geen rechten om gescande serienummers op te zoeken'.
 * A code that is not found shows the server's message. Without a connection a code seen
 * before opens what it found last time (the API client answers from the phone); an unknown
 * one is remembered on the phone and looked up as soon as the connection is back (issue 29),
 * also after the user went to another page, reloaded or reopened the app and came back to a
 * scan page.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callApi } from '../../client/api-client.js';
import { isApiError } from '../../client/api-error.js';
import { scanRememberedStorage } from '../../client/storage.js';
import { requiredResponse } from '../../client/required-response.js';
import { findQrCodeCall, type TPermissions, type TQrCodeResult } from '../../contract/index.js';
import { OFFLINE_TEXTS } from '../../rules/catalogue/offline-texts.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { Button } from '../form/button.js';
import { TextField } from '../form/text-field.js';
import { ScanIcon } from '../icons/icons.js';
import { FlashMessage } from '../status/flash-message.js';
import { BarcodeScanner, type TScannerFormats } from './barcode-scanner.js';
import { scanTargetFor } from './scan-target.js';
import './scanner.css';

/** Looks a code up; resolves with the result or rejects with an ApiError. */
export type TFindCode = (barcode: string) => Promise<TQrCodeResult>;

/** POST /customer/articles/qrcode/find (spec 001 §7). */
export async function findCode(barcode: string): Promise<TQrCodeResult> {
  const answer = await callApi(findQrCodeCall, { body: { barcode } });
  return requiredResponse(answer.response);
}

/** The code scanned without a connection and never seen before, if any. */
const rememberedCode = (): string | null => scanRememberedStorage.get()?.code ?? null;

/** Props of ScanPanel. */
export type TScanPanelProps = {
  /** The signed-in user's permissions (auth.permissions). */
  permissions: TPermissions;
  /** Opens the page of a found code (an absolute portal path such as /rentals/...). */
  onNavigate: (path: string) => void;
  /** Start the camera at once (default false: the user starts it). */
  startWithCamera?: boolean;
  formats?: TScannerFormats;
  /** The lookup (tests, or another endpoint); default findCode. */
  find?: TFindCode;
  className?: string;
};

/** The camera scanner plus the manual search; see the module comment. */
export function ScanPanel({
  permissions,
  onNavigate,
  startWithCamera = false,
  formats = 'all',
  find = findCode,
  className,
}: TScanPanelProps) {
  const [isCameraOn, setIsCameraOn] = useState(startWithCamera);
  /** Why the camera could not be used; the camera is then off and can be tried again. */
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [barcode, setBarcode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remembered, setRemembered] = useState<string | null>(rememberedCode);
  const [isBusy, setIsBusy] = useState(false);
  const busyRef = useRef(false);
  const lastCameraCode = useRef<string | null>(null);
  /** Is this panel still on screen when an answer arrives? */
  const isMountedRef = useRef(false);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  async function lookUp(code: string) {
    if (busyRef.current) return;
    busyRef.current = true;
    setIsBusy(true);
    setFailure(null);
    setRemembered(null);
    try {
      const target = scanTargetFor(await find(code), permissions);
      // why: a remembered code is forgotten only once its answer is shown; a panel that
      // left the screen meanwhile (the page drawn again as the app starts) leaves it to
      // the panel that shows next, which asks again.
      if (!isMountedRef.current) return;
      scanRememberedStorage.clear();
      if (target.kind === 'path') {
        setIsCameraOn(false);
        onNavigate(target.path);
      } else {
        setFailure(target.kind === 'forbidden' ? MESSAGES.noScanPermission : MESSAGES.notFound);
      }
    } catch (error) {
      if (isApiError(error) && error.isNetworkError) {
        scanRememberedStorage.set({ code });
        setRemembered(code);
      } else if (isMountedRef.current) {
        scanRememberedStorage.clear();
        setFailure(isApiError(error) ? error.message : MESSAGES.fetchFailed);
      }
    } finally {
      busyRef.current = false;
      setIsBusy(false);
    }
  }

  // why: a code remembered on another visit of a scan page, and the connection is back.
  useEffect(() => {
    const code = rememberedCode();
    if (code === null || !navigator.onLine) return undefined;
    const timer = setTimeout(() => void lookUp(code), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (remembered === null) return undefined;
    const lookUpRemembered = () => void lookUp(remembered);
    window.addEventListener('online', lookUpRemembered);
    return () => window.removeEventListener('online', lookUpRemembered);
    // why: only a newly remembered code starts this; lookUp itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remembered]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = barcode.trim();
    if (code === '') {
      setFieldError(MESSAGES.enterBarcode);
      return;
    }
    setFieldError(null);
    void lookUp(code);
  }

  function onDecode(code: string) {
    const trimmed = code.trim();
    // why: the reader reports the same code again every 500 ms while it is in view.
    if (trimmed === '' || trimmed === lastCameraCode.current) return;
    lastCameraCode.current = trimmed;
    setBarcode(trimmed);
    setFieldError(null);
    void lookUp(trimmed);
  }

  function toggleCamera() {
    lastCameraCode.current = null;
    setCameraError(null);
    setIsCameraOn((isOn) => !isOn);
  }

  function onCameraError(message: string) {
    // why: a camera that cannot be used is off: the button offers to start it again
    // instead of reading 'Camera stoppen' under 'De camera is ... niet beschikbaar'.
    setCameraError(message);
    setIsCameraOn(false);
  }

  return (
    <div className={['ui-scan-panel', className].filter(Boolean).join(' ')}>
      {failure ? <FlashMessage type="error" message={failure} /> : null}
      {remembered ? (
        <FlashMessage type="info" message={OFFLINE_TEXTS.scanRemembered(remembered)} />
      ) : null}
      <div className="ui-scan-panel__camera">
        {isCameraOn ? (
          <BarcodeScanner onDecode={onDecode} formats={formats} onError={onCameraError} />
        ) : null}
        {!isCameraOn && cameraError ? <FlashMessage type="warning" message={cameraError} /> : null}
        <Button
          variant={isCameraOn ? 'secondary' : 'primary'}
          icon={<ScanIcon />}
          aria-pressed={isCameraOn}
          isBlock
          onClick={toggleCamera}
        >
          {isCameraOn ? MESSAGES.cameraStop : MESSAGES.cameraStart}
        </Button>
      </div>
      <form className="ui-scan-panel__form" noValidate onSubmit={submit}>
        <TextField
          label={MESSAGES.barcodeLabel}
          name="barcode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          value={barcode}
          error={fieldError}
          onChange={(event) => {
            setBarcode(event.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          isBusy={isBusy}
          busyLabel={MESSAGES.barcodeSearching}
        >
          {MESSAGES.barcodeSearch}
        </Button>
      </form>
    </div>
  );
}
