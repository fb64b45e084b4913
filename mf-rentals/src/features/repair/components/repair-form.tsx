/**
 * The repair report of a rented article (spec 001 §2.3, §3, §5): a description and a
 * contact person (both required, 'Verplicht veld'), and up to MAX_REPAIR_FILES photos or
 * PDFs (each refused when too large). Sent once as REPAIR-RENTAL with an Idempotency-Key;
 * what was entered stays on failure.
 */
import { MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { MAX_REPAIR_FILES, type TUploadedFile } from '@portal/shared/contract';
import { Button, CloseIcon, FlashMessage, useFieldIds, FieldLabel } from '@portal/shared/ui';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { defaultContactId, useContacts } from '../../../api/get-contacts';
import { ContactSelect } from '../../../components/contact-select';
import { TextAreaField } from '../../../components/text-area-field';
import { useRequestSubmit } from '../../../components/use-request-submit';
import { useCreateRepairRequest } from '../api/create-repair-request';
import { ACCEPTED_FILES, readUpload } from '../read-file';

export type TRepairFormProps = { rentalCaseId: number; onSubmitted: () => void };

type TChosenFile = TUploadedFile & { id: number };

export function RepairForm({ rentalCaseId, onSubmitted }: TRepairFormProps) {
  const [description, setDescription] = useState('');
  const [chosenContact, setChosenContact] = useState<string | null>(null);
  const [files, setFiles] = useState<TChosenFile[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [isReading, setIsReading] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const contacts = useContacts();
  const mutation = useCreateRepairRequest();
  const nextId = useRef(1);
  const topRef = useRef<HTMLDivElement>(null);
  const { failure, clearFailure, isBusy, sendRequest } = useRequestSubmit(
    mutation.mutateAsync,
    onSubmitted,
    topRef,
  );
  const fileIds = useFieldIds('rentals-repair-files');

  const contactId = chosenContact ?? defaultContactId(contacts.data);
  const errors = {
    description: isChecking && description.trim() === '' ? MESSAGES.required : null,
    contactId: isChecking && contactId === '' ? MESSAGES.required : null,
  };

  async function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // why: clearing the input lets the same file be chosen again after removing it.
    event.target.value = '';
    if (chosen.length === 0) return;
    setIsReading(true);
    const results = await Promise.all(chosen.map(readUpload));
    setIsReading(false);
    const added: TChosenFile[] = [];
    const refused: string[] = [];
    const room = MAX_REPAIR_FILES - files.length;
    for (const result of results) {
      if (result.kind !== 'file') refused.push(`${result.name}: ${result.message}`);
      else if (added.length >= room)
        refused.push(`${result.file.name}: ${MESSAGES.tooManyFiles(MAX_REPAIR_FILES)}`);
      else added.push({ ...result.file, id: nextId.current++ });
    }
    setFiles((current) => [...current, ...added]);
    setFileErrors(refused);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy() || isReading) return;
    setIsChecking(true);
    clearFailure();
    if (description.trim() === '' || contactId === '') return;
    const request = {
      sourceId: rentalCaseId,
      requestType: 'REPAIR-RENTAL' as const,
      description: description.trim(),
      files: files.map(({ name, file }) => ({ name, file })),
      contactId: Number(contactId),
    };
    await sendRequest(request);
  }

  const fileError = fileErrors.length > 0 ? fileErrors.join(' ') : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="rentals-form">
      <div ref={topRef} tabIndex={-1}>
        {failure ? <FlashMessage type="error" message={failure} /> : null}
      </div>
      <TextAreaField
        label={TEXTS.description}
        name="description"
        required
        maxLength={4000}
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="ui-field">
        <FieldLabel htmlFor={fileIds.inputId}>{TEXTS.files}</FieldLabel>
        <p id={fileIds.hintId} className="ui-field__hint">
          {TEXTS.filesHint}
        </p>
        <input
          id={fileIds.inputId}
          className="ui-input rentals-file-input"
          type="file"
          name="files"
          multiple
          accept={ACCEPTED_FILES}
          aria-describedby={[fileIds.hintId, fileError ? fileIds.errorId : null]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => void chooseFiles(event)}
        />
        {fileError ? (
          <p id={fileIds.errorId} className="ui-field__error" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      {files.length > 0 ? (
        <section aria-labelledby="rentals-files-title">
          <h2 id="rentals-files-title" className="rentals-section-title">
            {TEXTS.chosenFiles}
          </h2>
          <ul className="rentals-files">
            {files.map((file) => (
              <li key={file.id} className="rentals-files__item">
                <span className="rentals-files__name">{file.name}</span>
                <Button
                  variant="secondary"
                  icon={<CloseIcon />}
                  aria-label={TEXTS.removeFileFor(file.name)}
                  onClick={() =>
                    setFiles((current) => current.filter((item) => item.id !== file.id))
                  }
                >
                  <span className="rentals-basket__remove-text">{TEXTS.removeArticle}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ContactSelect
        contacts={contacts.data}
        value={contactId}
        error={errors.contactId}
        onChange={setChosenContact}
      />
      <div className="ui-actions">
        <Button
          type="submit"
          isBlock
          isBusy={mutation.isPending || isReading}
          busyLabel={TEXTS.sending}
        >
          {TEXTS.submitRepair}
        </Button>
      </div>
    </form>
  );
}
