/**
 * The retour flow (spec 001 §2.3): step 1 select the cases to return (those at the same
 * location; the current one checked; at least one), step 2 the pickup date, contact person
 * and comments. Submitted once with an Idempotency-Key; what was entered stays on failure.
 */
import type { TRetourCase } from '@portal/shared/contract';
import {
  formatDate,
  joinMessages,
  PICKUP_DATE_RANGE,
  RENTALS_TEXTS as TEXTS,
} from '@portal/shared/rules';
import { Button, DateField, FlashMessage, StatusPanel } from '@portal/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { defaultContactId, useContacts } from '../../../api/get-contacts';
import { ContactSelect } from '../../../components/contact-select';
import { TextAreaField } from '../../../components/text-area-field';
import { useRequestSubmit } from '../../../components/use-request-submit';
import { useCreateRetour } from '../api/create-retour';
import { useRetourCases } from '../api/get-retour-cases';
import { initialSelection, validateRetourForm, validateRetourSelection } from '../retour-rules';

export type TRetourFlowProps = { rentalCaseId: number; onSubmitted: () => void };

export function RetourFlow({ rentalCaseId, onSubmitted }: TRetourFlowProps) {
  const query = useRetourCases(rentalCaseId);
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  return <RetourSteps cases={query.data} rentalCaseId={rentalCaseId} onSubmitted={onSubmitted} />;
}

export function RetourSteps({
  cases,
  rentalCaseId,
  onSubmitted,
}: TRetourFlowProps & { cases: readonly TRetourCase[] }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [selected, setSelected] = useState<number[]>(() => initialSelection(cases, rentalCaseId));
  const [isChecking, setIsChecking] = useState(false);
  const [retourDate, setRetourDate] = useState('');
  const [chosenContact, setChosenContact] = useState<string | null>(null);
  const [comments, setComments] = useState('');
  const contacts = useContacts();
  const mutation = useCreateRetour();
  const topRef = useRef<HTMLDivElement>(null);
  const { failure, clearFailure, isBusy, sendRequest } = useRequestSubmit(
    mutation.mutateAsync,
    onSubmitted,
    topRef,
  );

  const contactId = chosenContact ?? defaultContactId(contacts.data);
  const selectionError = isChecking && step === 1 ? validateRetourSelection(selected) : null;
  const formErrors = isChecking && step === 2 ? validateRetourForm({ retourDate, contactId }) : {};

  function toggle(id: number, isOn: boolean) {
    setSelected((current) => (isOn ? [...current, id] : current.filter((value) => value !== id)));
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (validateRetourSelection(selected)) {
      setIsChecking(true);
      return;
    }
    setIsChecking(false);
    setStep(2);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    setIsChecking(true);
    clearFailure();
    const errors = validateRetourForm({ retourDate, contactId });
    if (Object.keys(errors).length > 0) return;
    const request = {
      rentalCases: cases.map((item) => item.rentalCaseId).filter((id) => selected.includes(id)),
      retourDate,
      comments: comments.trim() === '' ? null : comments.trim(),
      contactId: Number(contactId),
    };
    await sendRequest(request);
  }

  return (
    <div className="rentals-flow">
      <div ref={topRef} tabIndex={-1}>
        {failure ? <FlashMessage type="error" message={failure} /> : null}
      </div>
      {step === 1 ? (
        <form noValidate onSubmit={next} className="rentals-form">
          <h2 className="rentals-step">{TEXTS.retourStepCases}</h2>
          <fieldset
            className="ui-fieldset rentals-cases"
            aria-describedby={selectionError ? 'rentals-retour-cases-error' : undefined}
          >
            <legend className="ui-fieldset__legend">{TEXTS.retourCasesLegend}</legend>
            {cases.length === 0 ? <StatusPanel type="noData" /> : null}
            <ul className="rentals-cases__list">
              {cases.map((item) => (
                <li key={item.rentalCaseId}>
                  <label className="ui-checkbox rentals-cases__option">
                    <input
                      type="checkbox"
                      className="ui-checkbox__input"
                      name="rentalCases"
                      value={item.rentalCaseId}
                      checked={selected.includes(item.rentalCaseId)}
                      onChange={(event) => toggle(item.rentalCaseId, event.target.checked)}
                    />
                    <span className="rentals-cases__text">
                      <span className="rentals-cases__title">
                        {TEXTS.caseTitle(item.rentalCaseId)} · {item.articleName}
                      </span>
                      <span className="rentals-muted">
                        {joinMessages([
                          item.serialNumber ? `${TEXTS.serialShort} ${item.serialNumber}` : null,
                          item.startDate
                            ? `${TEXTS.startShort} ${formatDate(item.startDate)}`
                            : null,
                          item.departmentRoom,
                          item.endUser,
                        ])}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {selectionError ? (
              <p id="rentals-retour-cases-error" className="ui-field__error" role="alert">
                {selectionError}
              </p>
            ) : null}
          </fieldset>
          <div className="ui-actions">
            <Button type="submit" isBlock>
              {TEXTS.next}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="rentals-form">
          <h2 className="rentals-step">{TEXTS.retourStepForm}</h2>
          <DateField
            name="retourDate"
            label={TEXTS.pickupDate}
            required
            range={PICKUP_DATE_RANGE}
            value={retourDate}
            error={formErrors.retourDate}
            onChange={setRetourDate}
          />
          <ContactSelect
            contacts={contacts.data}
            value={contactId}
            error={formErrors.contactId}
            onChange={setChosenContact}
          />
          <TextAreaField
            label={TEXTS.comments}
            name="comments"
            maxLength={2000}
            value={comments}
            onChange={(event) => setComments(event.target.value)}
          />
          <div className="ui-actions rentals-form__actions">
            <Button variant="secondary" onClick={() => setStep(1)}>
              {TEXTS.previous}
            </Button>
            <Button type="submit" isBusy={mutation.isPending} busyLabel={TEXTS.sending}>
              {TEXTS.submitRetour}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
