/**
 * The download button of spec 000 §4/§8: busy after a click ('Download wordt opgehaald'),
 * back to idle after 2.5 s; after a failure it resets almost at once and shows the
 * catalogue message next to itself, or in an alert when there is no place for it.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { downloadFile, type TDownloadOptions } from '../client/download.js';
import { DOWNLOAD_BUSY_MS, DOWNLOAD_ERROR_RESET_MS } from '../rules/constants.js';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { Button, type TButtonVariant } from './form/button.js';
import { DownloadIcon } from './icons/icons.js';

/** Props of DownloadButton: a path below the API base, or a download function. */
export type TDownloadButtonProps = {
  /** Label when idle; default 'Downloaden'. */
  label?: ReactNode;
  /** File path below the API base (e.g. buildPath(DOWNLOAD_PATH, { a, b })). */
  path?: string;
  options?: TDownloadOptions;
  /** Instead of `path`: a function that downloads (e.g. a POSTed Excel overview). */
  download?: () => Promise<unknown>;
  /**
   * Where a failure message goes: 'inline' (next to the button, default), 'alert'
   * (window.alert, the spec's "no error target"), or a callback (a banner of the page).
   */
  errorTarget?: 'inline' | 'alert' | ((message: string) => void);
  variant?: TButtonVariant;
  className?: string;
};

/** A button that downloads a file and shows progress and failure. */
export function DownloadButton({
  label = MESSAGES.download,
  path,
  options,
  download,
  errorTarget = 'inline',
  variant = 'secondary',
  className,
}: TDownloadButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function resetAfter(ms: number) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsBusy(false), ms);
  }

  async function start() {
    setIsBusy(true);
    setError(null);
    resetAfter(DOWNLOAD_BUSY_MS);
    try {
      if (download) await download();
      else if (path !== undefined) await downloadFile(path, options);
      else throw new Error('DownloadButton needs a path or a download function');
    } catch (failure) {
      const message =
        failure instanceof Error && failure.name === 'ApiError'
          ? failure.message
          : MESSAGES.downloadException;
      resetAfter(DOWNLOAD_ERROR_RESET_MS);
      if (typeof errorTarget === 'function') errorTarget(message);
      else if (errorTarget === 'alert') window.alert(message);
      else setError(message);
    }
  }

  return (
    <span className={['ui-download', className].filter(Boolean).join(' ')}>
      <Button
        variant={variant}
        isBusy={isBusy}
        busyLabel={MESSAGES.downloading}
        icon={<DownloadIcon />}
        onClick={() => void start()}
      >
        {label}
      </Button>
      {error ? (
        <span className="ui-field__error ui-download__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
