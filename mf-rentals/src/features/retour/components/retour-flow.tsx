/**
 * The retour flow (spec 001 §2.3): step 1 select the cases to return (those at the same
 * location; the current one checked; at least one), searched and ordered: the current case,
 * its room's other cases marked 'Zelfde kamer', then the rest by room (issue 38), step 2 the pickup date (a wish for the
 * future: not before today), contact person and comments. Submitted once with an
 * Idempotency-Key; what was entered stays on failure; a refused step or submit moves focus
 * to the error summary on top (shared useFormSubmit + FormErrorSummary).
 */
import type { TRetourCase } from '@portal/shared/contract/rentals';
import { formatDate, PICKUP_DATE_RANGE, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import {
  KeepCodesWhole,
  ActionBar,
  Button,
  FormErrorSummary,
  StatusPanel,
  TextAreaField,
  TextField,
  useFormSubmit,
} from '@portal/shared/ui';
import { Badge } from '@portal/shared/ui/lists';
import { ContactSelect, DateField, useContactChoice, useDateValue } from '@portal/shared/ui/forms';
import { useMemo, useState, type FormEvent } from 'react';
import { useCreateRetour, type TCreateRetourInput } from '../api/create-retour';
import { useRetourCases } from '../api/get-retour-cases';
import {
  initialSelection,
  isSameRoom,
  matchesRetourSearch,
  orderRetourCases,
  validateRetourForm,
  validateRetourSelection,
} from '../retour-rules';

const RETOUR_FIELD_IDS = {
  rentalCases: 'rentals-retour-cases',
  retourDate: 'rentals-retour-date',
  contactId: 'rentals-retour-contact',
};

/** What a stored retour tells its confirmation (issue 38): every case and the date. */
export type TSentRetour = {
  customerRequestId: number | null;
  rentalCaseIds: readonly number[];
  retourDate: string;
};

export type TRetourFlowProps = {
  rentalCaseId: number;
  onSubmitted: (sent: TSentRetour) => void;
};

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
  const [isStepChecking, setIsStepChecking] = useState(false);
  const retourDate = useDateValue();
  const { contacts, contactId, choose: chooseContact } = useContactChoice();
  const [comments, setComments] = useState('');
  const [search, setSearch] = useState('');
  const ordered = useMemo(() => orderRetourCases(cases, rentalCaseId), [cases, rentalCaseId]);
  // why: a checked case stays in the list while searching, so what goes along stays in view
  const shown = ordered.filter(
    (item) => selected.includes(item.rentalCaseId) || matchesRetourSearch(item, search),
  );
  const mutation = useCreateRetour();
  const form = useFormSubmit(async (input: TCreateRetourInput): Promise<TSentRetour> => {
    const answer = await mutation.mutateAsync(input);
    return {
      customerRequestId: answer?.customerRequestId ?? null,
      rentalCaseIds: input.request.rentalCases,
      retourDate: input.request.retourDate,
    };
  }, onSubmitted);

  const selectionError = isStepChecking && step === 1 ? validateRetourSelection(selected) : null;
  const allFormErrors = validateRetourForm(
    { retourDate: retourDate.value, contactId },
    retourDate.rule,
  );
  const formErrors = form.isChecking && step === 2 ? allFormErrors : {};

  function toggle(id: number, isOn: boolean) {
    setSelected((current) => (isOn ? [...current, id] : current.filter((value) => value !== id)));
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (validateRetourSelection(selected)) {
      setIsStepChecking(true);
      form.refuse();
      return;
    }
    setIsStepChecking(false);
    setStep(2);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: Object.keys(allFormErrors).length > 0,
      request: () => ({
        rentalCases: cases.map((item) => item.rentalCaseId).filter((id) => selected.includes(id)),
        retourDate: retourDate.value,
        comments: comments.trim() === '' ? null : comments.trim(),
        contactId: Number(contactId),
      }),
    });
  }

  return (
    <div className="rentals-flow">
      <FormErrorSummary
        fields={step === 1 ? { rentalCases: selectionError } : formErrors}
        fieldIds={RETOUR_FIELD_IDS}
        fieldLabels={{
          rentalCases: TEXTS.retourCasesLegend,
          retourDate: TEXTS.pickupDate,
          contactId: TEXTS.contact,
        }}
        message={form.failure}
        focusKey={form.refusal}
      />
      {step === 1 ? (
        <form noValidate onSubmit={next} className="rentals-form">
          <h2 className="ui-step">{TEXTS.retourStepCases}</h2>
          <fieldset
            id={RETOUR_FIELD_IDS.rentalCases}
            className="ui-fieldset rentals-cases"
            aria-describedby={selectionError ? 'rentals-retour-cases-error' : undefined}
          >
            <legend className="ui-fieldset__legend">{TEXTS.retourCasesLegend}</legend>
            {cases.length === 0 ? <StatusPanel type="noData" /> : null}
            {cases.length > 1 ? (
              <TextField
                label={TEXTS.retourSearch}
                hint={TEXTS.retourSearchHint}
                type="search"
                name="retourSearch"
                autoComplete="off"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                // why: Enter searches, it does not go on to step 2 with what is checked
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
            ) : null}
            {cases.length > 0 && shown.length === 0 ? (
              <p className="ui-muted" role="status">
                {TEXTS.retourSearchNone}
              </p>
            ) : null}
            <ul className="rentals-cases__list">
              {shown.map((item) => (
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
                        {isSameRoom(cases, item, rentalCaseId) ? (
                          <>
                            {' '}
                            <Badge tone="info">{TEXTS.retourSameRoom}</Badge>
                          </>
                        ) : null}
                      </span>
                      <span className="ui-muted rentals-cases__meta">
                        {/* why: each fact stays on one line where it fits (a flex item each);
                            with large text a fact wider than the line wraps between its
                            words, never inside a code or date */}
                        {[
                          item.serialNumber ? `${TEXTS.serialShort} ${item.serialNumber}` : null,
                          item.startDate
                            ? `${TEXTS.startShort} ${formatDate(item.startDate)}`
                            : null,
                          item.departmentRoom,
                          item.endUser,
                        ]
                          .filter((fact): fact is string => Boolean(fact))
                          .map((fact, index, facts) => (
                            <span key={fact}>
                              <KeepCodesWhole
                                text={`${fact}${index < facts.length - 1 ? ',' : ''}`}
                              />{' '}
                            </span>
                          ))}
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
          <ActionBar count={TEXTS.chosenCases(selected.length)}>
            <Button type="submit">{TEXTS.next}</Button>
          </ActionBar>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="rentals-form">
          <h2 className="ui-step">{TEXTS.retourStepForm}</h2>
          <DateField
            name="retourDate"
            identifier={RETOUR_FIELD_IDS.retourDate}
            label={TEXTS.pickupDate}
            required
            notBeforeToday
            range={PICKUP_DATE_RANGE}
            value={retourDate.value}
            error={formErrors.retourDate}
            onChange={retourDate.onChange}
          />
          <ContactSelect
            id={RETOUR_FIELD_IDS.contactId}
            contacts={contacts.data}
            value={contactId}
            error={formErrors.contactId}
            onChange={chooseContact}
          />
          <TextAreaField
            label={TEXTS.comments}
            name="comments"
            maxLength={2000}
            value={comments}
            onChange={(event) => setComments(event.target.value)}
          />
          <ActionBar count={TEXTS.chosenCases(selected.length)}>
            <Button variant="secondary" onClick={() => setStep(1)}>
              {TEXTS.previous}
            </Button>
            <Button type="submit" isBusy={form.isSending} busyLabel={TEXTS.sending}>
              {TEXTS.submitRetour}
            </Button>
          </ActionBar>
        </form>
      )}
    </div>
  );
}
