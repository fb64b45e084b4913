/**
 * Location (the shared searchable select over the locations and their children),
 * department (the chosen location's, optional) and room: the place fields of relocate and
 * depot-out. Choosing another location clears the department.
 */
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { SelectField, TextField } from '@portal/shared/ui';
import { SearchableSelect, useDepartments, useLocationTree } from '@portal/shared/ui/forms';

export type TPlace = { locationId: string; departmentId: string; room: string };

export function LocationFields({
  idPrefix,
  value,
  onChange,
  locationError,
}: {
  idPrefix: string;
  value: TPlace;
  onChange: (place: TPlace) => void;
  locationError: string | null;
}) {
  const locations = useLocationTree();
  const departments = useDepartments(Number(value.locationId) || 0);
  return (
    <>
      <SearchableSelect
        id={`${idPrefix}-location`}
        label={TEXTS.form.location}
        name="locationId"
        required
        options={locations.data ?? []}
        isLoading={locations.isPending}
        value={value.locationId}
        error={locationError}
        onChange={(locationId) => onChange({ ...value, locationId, departmentId: '' })}
      />
      {value.locationId && (departments.data?.length ?? 0) > 0 ? (
        <SelectField
          id={`${idPrefix}-department`}
          label={TEXTS.form.department}
          name="departmentId"
          placeholder={TEXTS.form.noDepartment}
          options={departments.data ?? []}
          value={value.departmentId}
          onChange={(event) => onChange({ ...value, departmentId: event.target.value })}
        />
      ) : null}
      <TextField
        id={`${idPrefix}-room`}
        label={TEXTS.form.room}
        name="room"
        maxLength={50}
        autoComplete="off"
        value={value.room}
        onChange={(event) => onChange({ ...value, room: event.target.value })}
      />
    </>
  );
}

/** The place as the api takes it (ids as numbers, empty ones null). */
export function placeRequest(place: TPlace) {
  return {
    locationId: Number(place.locationId),
    departmentId: Number(place.departmentId) > 0 ? Number(place.departmentId) : null,
    room: place.room.trim() || null,
  };
}
