/**
 * The Dutch photo and file picker (issue 9 point 5): a button 'Foto of bestand kiezen'
 * instead of the browser's own control (which speaks the browser's language), a line that
 * says how many were chosen, and per file a thumbnail (photos) or a document icon with its
 * name and a 44 px remove button. The files themselves are the caller's state; reading
 * and size checks are `readUpload`.
 */
import { useRef, type ChangeEvent } from 'react';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { DocumentIcon } from '../icons/document-icon.js';
import { CameraIcon, CloseIcon } from '../icons/icons.js';
import { Button } from './button.js';
import { useFieldIds } from './field-parts.js';
import './form.css';

/** One chosen file as the picker shows it. */
export type TPickedFile = {
  id: string | number;
  name: string;
  /** A data URL or object URL; shown as a thumbnail when it is an image. */
  url: string;
  mimeType: string;
};

/** Props of FilePicker. */
export type TFilePickerProps = {
  label: string;
  hint?: string;
  files: readonly TPickedFile[];
  /** The files the user just chose (the picker clears itself, so a file can come back). */
  onChoose: (files: File[]) => void;
  onRemove: (id: TPickedFile['id']) => void;
  /** MIME types, e.g. 'image/*,application/pdf'. */
  accept?: string;
  error?: string | null;
  /** Files are being read: the button is busy. */
  isBusy?: boolean;
  id?: string;
  name?: string;
};

/** See the module comment. */
export function FilePicker({
  label,
  hint,
  files,
  onChoose,
  onRemove,
  accept,
  error,
  isBusy = false,
  id,
  name,
}: TFilePickerProps) {
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  const statusId = `${ids.inputId}-status`;
  const labelId = `${ids.inputId}-label`;
  const describedBy = [hint ? ids.hintId : null, statusId, error ? ids.errorId : null]
    .filter(Boolean)
    .join(' ');

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // why: clearing the input lets the same file be chosen again after removing it.
    event.target.value = '';
    if (chosen.length > 0) onChoose(chosen);
  }

  return (
    <div className="ui-field ui-file-picker" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      {hint ? (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={input}
        id={`${ids.inputId}-input`}
        className="ui-file-picker__input"
        type="file"
        name={name}
        multiple
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <Button
        id={ids.inputId}
        variant="secondary"
        className="ui-file-picker__choose"
        icon={<CameraIcon />}
        isBusy={isBusy}
        busyLabel={MESSAGES.filePickerReading}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onClick={() => input.current?.click()}
      >
        {MESSAGES.filePickerChoose}
      </Button>
      <p id={statusId} className="ui-file-picker__status" aria-live="polite">
        {files.length === 0 ? MESSAGES.filePickerEmpty : MESSAGES.filePickerChosen(files.length)}
      </p>
      {error ? (
        <p id={ids.errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="ui-file-picker__list">
          {files.map((file) => (
            <li key={file.id} className="ui-file-picker__item">
              {file.mimeType.startsWith('image/') ? (
                <img className="ui-file-picker__thumb" src={file.url} alt="" />
              ) : (
                <span className="ui-file-picker__thumb ui-file-picker__thumb--icon">
                  <DocumentIcon type={file.mimeType} />
                </span>
              )}
              <span className="ui-file-picker__name">{file.name}</span>
              <Button
                variant="secondary"
                className="ui-file-picker__remove"
                icon={<CloseIcon />}
                aria-label={MESSAGES.filePickerRemove(file.name)}
                onClick={() => onRemove(file.id)}
              >
                <span className="ui-file-picker__remove-text">{MESSAGES.remove}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
