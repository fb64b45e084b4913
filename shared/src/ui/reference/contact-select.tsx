// The contact person of the request forms (required; the caller's own by default), as the
// shared searchable select: a care organisation can have many contacts.
import type { TContactOption } from '../../contract/index.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { SearchableSelect } from '../form/searchable-select.js';

export function ContactSelect({
  contacts,
  value,
  error,
  onChange,
  id,
  label = MESSAGES.requestFieldContact,
}: {
  contacts: readonly TContactOption[] | undefined;
  value: string;
  error?: string | null | undefined;
  onChange: (value: string) => void;
  id?: string;
  /** Default 'Contactpersoon'; e.g. 'Reparateur' where a contact repaired something. */
  label?: string;
}) {
  return (
    <SearchableSelect
      label={label}
      name="contactId"
      required
      options={contacts ?? []}
      isLoading={contacts === undefined}
      value={value}
      error={error}
      onChange={onChange}
      {...(id ? { id } : {})}
    />
  );
}
