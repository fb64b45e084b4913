/**
 * The repair report of a rented article (spec 001 §2.3, §3, §5): a description and a
 * contact person (both required, 'Verplicht veld'), and up to MAX_REPAIR_FILES photos or
 * PDFs chosen with the shared Dutch FilePicker (thumbnails, a remove button each; each file
 * refused when too large). Sent once as REPAIR-RENTAL with an Idempotency-Key; what was
 * entered stays on failure and a refused submit moves focus to the error summary on top.
 */
import { MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { MAX_REPAIR_FILES, type TUploadedFile } from '@portal/shared/contract';
import {
  ACCEPTED_UPLOADS,
  ActionBar,
  Button,
  FilePicker,
  FormErrorSummary,
  readUpload,
  TextAreaField,
  useFormSubmit,
} from '@portal/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { defaultContactId, useContacts } from '../../../api/get-contacts';
import { ContactSelect } from '../../../components/contact-select';
import { useCreateRepairRequest } from '../api/create-repair-request';

export type TRepairFormProps = { rentalCaseId: number; onSubmitted: () => void };

type TChosenFile = TUploadedFile & { id: number };

const FIELD_IDS = {
  description: 'rentals-repair-description',
  files: 'rentals-repair-files',
  contactId: 'rentals-repair-contact',
};

/** The MIME type inside a data URL ('data:image/jpeg;base64,...'). */
function mimeTypeOf(dataUrl: string): string {
  return /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
}

export function RepairForm({ rentalCaseId, onSubmitted }: TRepairFormProps) {
  const [description, setDescription] = useState('');
  const [chosenContact, setChosenContact] = useState<string | null>(null);
  const [files, setFiles] = useState<TChosenFile[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [isReading, setIsReading] = useState(false);
  const contacts = useContacts();
  const mutation = useCreateRepairRequest();
  const form = useFormSubmit(mutation.mutateAsync, onSubmitted);
  const nextId = useRef(1);

  const contactId = chosenContact ?? defaultContactId(contacts.data);
  const allErrors = {
    description: description.trim() === '' ? MESSAGES.required : null,
    contactId: contactId === '' ? MESSAGES.required : null,
  };
  const errors = form.isChecking ? allErrors : { description: null, contactId: null };

  async function chooseFiles(chosen: File[]) {
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
    if (isReading) return;
    await form.submit({
      hasErrors: Boolean(allErrors.description || allErrors.contactId),
      request: () => ({
        sourceId: rentalCaseId,
        requestType: 'REPAIR-RENTAL' as const,
        description: description.trim(),
        files: files.map(({ name, file }) => ({ name, file })),
        contactId: Number(contactId),
      }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="rentals-form">
      <FormErrorSummary
        fields={errors}
        fieldIds={FIELD_IDS}
        fieldLabels={{ description: TEXTS.description, contactId: TEXTS.contact }}
        message={form.failure}
        focusKey={form.refusal}
      />
      <TextAreaField
        id={FIELD_IDS.description}
        label={TEXTS.description}
        name="description"
        required
        maxLength={4000}
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FilePicker
        id={FIELD_IDS.files}
        label={TEXTS.files}
        hint={TEXTS.filesHint}
        name="files"
        accept={ACCEPTED_UPLOADS}
        files={files.map((file) => ({
          id: file.id,
          name: file.name,
          url: file.file,
          mimeType: mimeTypeOf(file.file),
        }))}
        isBusy={isReading}
        error={fileErrors.length > 0 ? fileErrors.join(' ') : null}
        onChoose={(chosen) => void chooseFiles(chosen)}
        onRemove={(id) => setFiles((current) => current.filter((item) => item.id !== id))}
      />
      <ContactSelect
        id={FIELD_IDS.contactId}
        contacts={contacts.data}
        value={contactId}
        error={errors.contactId}
        onChange={setChosenContact}
      />
      <ActionBar>
        <Button type="submit" isBusy={form.isSending || isReading} busyLabel={TEXTS.sending}>
          {TEXTS.submitRepair}
        </Button>
      </ActionBar>
    </form>
  );
}
