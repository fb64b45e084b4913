// The contact person of the delivery request (required; the caller's own by default), as
// the shared searchable select: a care organisation can have many contacts.
import type { TContactOption } from '@portal/shared/contract';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules';
import { SearchableSelect } from '@portal/shared/ui';

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
  id: string;
}) {
  return (
    <SearchableSelect
      id={id}
      label={TEXTS.contact}
      name="contactId"
      required
      options={contacts ?? []}
      isLoading={contacts === undefined}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
