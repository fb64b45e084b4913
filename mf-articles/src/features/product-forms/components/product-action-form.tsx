/**
 * The skeleton every product-action form of the area shares (register, edit, relocate,
 * client name, depot in/out, reservation, client repair, link QR): the submit step
 * (`useFormSubmit`), the client's rules shown once the user has tried to send, the api's
 * refusals that name a field shown at that field (register, edit), the error summary on top
 * and one submit button below. A form only declares its fields, rules and request.
 */
import { isApiError } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';
import {
  ActionBar,
  Button,
  FormErrorSummary,
  useFormSubmit,
  type TFormSubmit,
  type TSendRequest,
  type TSubmitAttempt,
} from '@portal/shared/ui';
import { useState, type FormEvent, type ReactNode } from 'react';

/** A field's rule message, or null where the field is right. */
export type TFieldRules = Readonly<Record<string, string | null>>;

/** What a form shows per field: its rule (or the api's) message, or null. */
export type TShownErrors<TRules extends TFieldRules> = { [K in keyof TRules]: string | null } & {
  readonly [field: string]: string | null;
};

export type TProductAction<TRequest, TRules extends TFieldRules> = {
  form: TFormSubmit<TRequest>;
  errors: TShownErrors<TRules>;
  hasErrors: boolean;
  /** Sends when no rule fails (and the save changes something). */
  submit: (attempt: Omit<TSubmitAttempt<TRequest>, 'hasErrors'>) => Promise<void>;
};

/**
 * One form's submit state. With `serverFieldNames` the api's refusal that names fields is
 * shown at those fields (a name the api uses is mapped to the form's own, others kept).
 */
export function useProductAction<TRequest, TResult, TRules extends TFieldRules>(
  send: TSendRequest<TRequest, TResult>,
  onSubmitted: (result: TResult) => void,
  rules: TRules,
  options: { serverFieldNames?: Readonly<Record<string, string>> } = {},
): TProductAction<TRequest, TRules> {
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const { serverFieldNames } = options;
  const form = useFormSubmit<TRequest, TResult>(
    serverFieldNames
      ? async (input) => {
          setServerFields({});
          try {
            return await send(input);
          } catch (error) {
            if (isApiError(error) && error.fields) {
              setServerFields(renamedFields(error.fields, serverFieldNames));
            }
            throw error;
          }
        }
      : send,
    onSubmitted,
  );
  const hasErrors = Object.values(rules).some(Boolean);
  const quiet = Object.fromEntries(Object.keys(rules).map((name) => [name, null]));
  const errors = {
    ...(form.isChecking ? rules : quiet),
    ...serverFields,
  } as TShownErrors<TRules>; // why: the spread keeps every key of `rules`; TS loses the mapping.
  return {
    form,
    errors,
    hasErrors,
    submit: (attempt) => form.submit({ ...attempt, hasErrors }),
  };
}

function renamedFields(
  fields: Readonly<Record<string, string>>,
  names: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [names[name] ?? name, message]),
  );
}

export function ProductActionForm({
  action,
  ids,
  labels,
  message,
  submitLabel,
  onSubmit,
  children,
}: {
  action: Pick<TProductAction<never, TFieldRules>, 'errors'> & {
    form: Pick<TFormSubmit<never>, 'failure' | 'refusal' | 'isSending'>;
  };
  ids: Readonly<Record<string, string>>;
  labels: Readonly<Record<string, string>>;
  /** The summary's message; the api's refusal (or the network failure) by default. */
  message?: string | null;
  submitLabel: string;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}) {
  const { form, errors } = action;
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="ui-form"
    >
      <FormErrorSummary
        fields={errors}
        fieldIds={ids}
        fieldLabels={labels}
        message={message === undefined ? form.failure : message}
        focusKey={form.refusal}
      />
      {children}
      <ActionBar>
        <Button type="submit" isBusy={form.isSending} busyLabel={MESSAGES.sending}>
          {submitLabel}
        </Button>
      </ActionBar>
    </form>
  );
}
