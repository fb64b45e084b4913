/**
 * The SLA targets to edit: per request type its hours for normal and for urgent requests
 * ('Spoed: Ja' on the form), whole hours from 1 to 720; a type's box left empty follows the
 * row 'Alle andere soorten', which must have both. One group per type (its name the
 * group's legend): on a phone the groups stand under each other, at 1280 px they read as a
 * table with the type, normal and urgent side by side. The save sends the version the page
 * showed (see save-sla-targets.ts).
 */
import {
  SLA_DEFAULT_TYPE,
  SLA_HOURS,
  type TSlaSave,
  type TSlaTarget,
  type TSlaType,
} from '@portal/shared/contract/backoffice';
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { MESSAGES } from '@portal/shared/rules';
import { Button, FormErrorSummary, TextField, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { requestTypeLabel } from '../../../components/request-labels';
import { useSaveSlaTargets } from '../api/save-sla-targets';

const T = BACKOFFICE_ADMIN_TEXTS.sla;

/** The field of one cell: `sla-REPAIR-RENTAL-urgent`. */
export function cellName(type: TSlaType, isUrgent: boolean): string {
  return `sla-${type === SLA_DEFAULT_TYPE ? 'default' : type}-${isUrgent ? 'urgent' : 'normal'}`;
}

export function typeLabel(type: TSlaType): string {
  return type === SLA_DEFAULT_TYPE ? T.defaultType : requestTypeLabel(type);
}

/** The rule of one cell's text: null when right, else its Dutch message. */
export function cellRule(text: string, isDefault: boolean): string | null {
  const value = text.trim();
  if (value === '') return isDefault ? T.errors.defaultRequired : null;
  if (!/^\d{1,4}$/.test(value)) return T.errors.wholeHours;
  const hours = Number(value);
  return hours < SLA_HOURS.min || hours > SLA_HOURS.max ? T.errors.wholeHours : null;
}

type TProps = {
  targets: readonly TSlaTarget[];
  version: string;
  onSaved: (message: string) => void;
  /** Refused because another administrator saved first: the page shows the new table. */
  onConflict: (message: string) => void;
};

export function SlaForm({ targets, version, onSaved, onConflict }: TProps) {
  const save = useSaveSlaTargets();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      targets.map((t) => [cellName(t.type, t.isUrgent), t.hours === null ? '' : String(t.hours)]),
    ),
  );
  const form = useFormSubmit<TSlaSave, string>(async (input) => {
    try {
      const envelope = await save.mutateAsync(input);
      return envelope.message ?? T.saved;
    } catch (error) {
      if (error instanceof Error && error.message === T.errors.conflict) onConflict(error.message);
      throw error;
    }
  }, onSaved);

  const types = [...new Set(targets.map((t) => t.type))];
  const defaults = (isUrgent: boolean) =>
    targets.find((t) => t.type === SLA_DEFAULT_TYPE && t.isUrgent === isUrgent)?.hours ?? null;
  const rules = Object.fromEntries(
    targets.map((t) => {
      const name = cellName(t.type, t.isUrgent);
      return [name, cellRule(texts[name] ?? '', t.type === SLA_DEFAULT_TYPE)];
    }),
  );
  const errors: Record<string, string | null> = form.isChecking ? rules : {};
  const labels = Object.fromEntries(
    targets.map((t) => [cellName(t.type, t.isUrgent), T.cellLabel(typeLabel(t.type), t.isUrgent)]),
  );
  const unchanged = targets.every(
    (t) =>
      (texts[cellName(t.type, t.isUrgent)] ?? '').trim() ===
      (t.hours === null ? '' : String(t.hours)),
  );

  return (
    <form
      className="ui-form backoffice-sla"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void form.submit({
          hasErrors: Object.values(rules).some(Boolean),
          isUnchanged: unchanged,
          request: () => ({
            version,
            targets: targets.map((t) => {
              const text = (texts[cellName(t.type, t.isUrgent)] ?? '').trim();
              return {
                type: t.type,
                isUrgent: t.isUrgent,
                hours: text === '' ? null : Number(text),
              };
            }),
          }),
        });
      }}
    >
      <FormErrorSummary
        fields={errors}
        fieldLabels={labels}
        message={form.failure === T.errors.conflict ? null : form.failure}
        focusKey={form.refusal}
      />
      <div className="backoffice-sla__head" aria-hidden="true">
        <span>{T.columns.type}</span>
        <span>{T.columns.normal}</span>
        <span>{T.columns.urgent}</span>
      </div>
      {types.map((type) => (
        <fieldset key={type} className="backoffice-sla__type">
          <legend className="backoffice-sla__legend">{typeLabel(type)}</legend>
          {[false, true].map((isUrgent) => {
            const name = cellName(type, isUrgent);
            const fallback = defaults(isUrgent);
            return (
              <TextField
                key={name}
                id={name}
                name={name}
                fieldClassName="backoffice-sla__cell"
                label={isUrgent ? T.columns.urgent : T.columns.normal}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                required={type === SLA_DEFAULT_TYPE}
                hint={
                  // why: an empty box says what holds instead; a filled one needs no hint.
                  type !== SLA_DEFAULT_TYPE && fallback !== null && (texts[name] ?? '') === ''
                    ? T.followsDefault(fallback)
                    : undefined
                }
                value={texts[name] ?? ''}
                error={errors[name]}
                onChange={(event) => {
                  const value = event.target.value;
                  setTexts((now) => ({ ...now, [name]: value }));
                }}
              />
            );
          })}
        </fieldset>
      ))}
      <div className="ui-cluster">
        <Button type="submit" isBusy={form.isSending} busyLabel={MESSAGES.sending}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
