/**
 * 'Bekijken' (issue 38): a button that opens a file in the browser's own viewer, in a new
 * tab (client/view-file.ts says how), beside the file's download button. Progress and a
 * failure show as the download button shows them.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { viewFile } from '../client/view-file.js';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { Button, type TButtonVariant } from './form/button.js';
import { EyeIcon } from './icons/icons.js';

export type TViewFileButtonProps = {
  /** The label ('Bekijken', with what is viewed for a screen reader). */
  label: ReactNode;
  /** Fetches the file's bytes (a download function with `save: false`). */
  fetchFile: () => Promise<Blob>;
  /** The name to save it as where the browser cannot show it. */
  fileName: string;
  variant?: TButtonVariant;
};

export function ViewFileButton({
  label,
  fetchFile,
  fileName,
  variant = 'secondary',
}: TViewFileButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    if (isBusy) return;
    setIsBusy(true);
    setError(null);
    try {
      await viewFile(fetchFile, { fileName, placeholder: MESSAGES.viewOpening });
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name === 'ApiError'
          ? failure.message
          : MESSAGES.downloadException,
      );
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <span className="ui-download">
      <Button variant={variant} isBusy={isBusy} icon={<EyeIcon />} onClick={() => void open()}>
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
