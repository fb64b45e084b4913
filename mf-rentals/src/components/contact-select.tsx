// The contact person select of the request forms (required; the caller's own by default).
import type { TContactOption } from '@portal/shared/contract';
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { SelectField } from '@portal/shared/ui';

export function ContactSelect({
  contacts,
  value,
  error,
  onChange,
  id,
}: {
  contacts: readonly TContactOption[] | undefined;
  value: string;
  error?: string | null | undefined;
  onChange: (value: string) => void;
  id?: string;
}) {
  return (
    <SelectField
      label={TEXTS.contact}
      name="contactId"
      required
      options={contacts ?? []}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      {...(id ? { id } : {})}
    />
  );
}
