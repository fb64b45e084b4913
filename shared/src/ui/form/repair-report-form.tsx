/**
 * A repair report (spec 001 §2.3, §2.4, §3, §5) of a rented article (REPAIR-RENTAL) or of
 * an own aid (REPAIR-DEPOT): a description and a contact person (both required, 'Verplicht
 * veld'), and up to MAX_REPAIR_FILES photos or PDFs chosen with the shared Dutch FilePicker
 * (thumbnails, a remove button each; each file refused when too large). Sent once with an
 * Idempotency-Key (PUT /customer/articles/product/request/repair); what was entered stays
 * on failure and a refused submit moves focus to the error summary on top.
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { callApi } from '../../client/api-client.js';
import {
  createRepairRequestCall,
  IDEMPOTENCY_HEADER,
  MAX_REPAIR_FILES,
  type TRepairRequest,
  type TUploadedFile,
} from '../../contract/rentals.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { ContactSelect } from '../reference/contact-select.js';
import { useContactChoice } from '../reference/get-contacts.js';
import { ActionBar } from './action-bar.js';
import { Button } from './button.js';
import { FilePicker } from './file-picker.js';
import { FormErrorSummary } from './form-error-summary.js';
import { ACCEPTED_UPLOADS, readUpload } from './read-upload.js';
import { TextAreaField } from './text-area-field.js';
import { useFormSubmit } from './use-form-submit.js';

export type TRepairReportFormProps = {
  /** The rental case (REPAIR-RENTAL) or product (REPAIR-DEPOT) the report is about. */
  sourceId: number;
  requestType: TRepairRequest['requestType'];
  /** The submit button's label (the form's title: 'Reparatie melden', 'Reparatieverzoek'). */
  submitLabel: string;
  /** After the report was stored: its request number and what it said (issue 38). */
  onSubmitted: (sent: TSentRepairReport) => void;
};

/** What a stored repair report tells its confirmation. */
export type TSentRepairReport = {
  customerRequestId: number | null;
  description: string;
  fileCount: number;
};

export type TCreateRepairInput = { request: TRepairRequest; idempotencyKey: string };

export async function createRepairRequest({ request, idempotencyKey }: TCreateRepairInput) {
  const answer = await callApi(createRepairRequestCall, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return answer.response;
}

type TChosenFile = TUploadedFile & { id: number };

const FIELD_IDS = {
  description: 'repair-report-description',
  files: 'repair-report-files',
  contactId: 'repair-report-contact',
};

/** The MIME type inside a data URL ('data:image/jpeg;base64,...'). */
function mimeTypeOf(dataUrl: string): string {
  return /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
}

export function RepairReportForm({
  sourceId,
  requestType,
  submitLabel,
  onSubmitted,
}: TRepairReportFormProps) {
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<TChosenFile[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [isReading, setIsReading] = useState(false);
  const { contacts, contactId, choose: chooseContact } = useContactChoice();
  const mutation = useMutation({ mutationFn: createRepairRequest });
  const form = useFormSubmit(async (input: TCreateRepairInput): Promise<TSentRepairReport> => {
    const answer = await mutation.mutateAsync(input);
    return {
      customerRequestId: answer?.customerRequestId ?? null,
      description: input.request.description,
      fileCount: input.request.files.length,
    };
  }, onSubmitted);
  const nextId = useRef(1);

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
        sourceId,
        requestType,
        description: description.trim(),
        files: files.map(({ name, file }) => ({ name, file })),
        contactId: Number(contactId),
      }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="ui-form">
      <FormErrorSummary
        fields={errors}
        fieldIds={FIELD_IDS}
        fieldLabels={{
          description: MESSAGES.repairDescription,
          contactId: MESSAGES.requestFieldContact,
        }}
        message={form.failure}
        focusKey={form.refusal}
      />
      <TextAreaField
        id={FIELD_IDS.description}
        label={MESSAGES.repairDescription}
        name="description"
        required
        maxLength={4000}
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FilePicker
        id={FIELD_IDS.files}
        label={MESSAGES.repairFiles}
        hint={MESSAGES.repairFilesHint}
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
        onChange={chooseContact}
      />
      <ActionBar>
        <Button type="submit" isBusy={form.isSending || isReading} busyLabel={MESSAGES.sending}>
          {submitLabel}
        </Button>
      </ActionBar>
    </form>
  );
}
