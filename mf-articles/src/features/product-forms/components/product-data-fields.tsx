/**
 * The product's own data on registration and the edit form (spec 001 §3): frame number,
 * registration date ('Bouwdatum'), purchase value (only with the management permission:
 * read-only or left out otherwise), brand, type, dimensions and remarks.
 */
import { filterSerialInput, OVERVIEW_DATE_RANGE } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { TextAreaField, TextField } from '@portal/shared/ui';
import { DateField } from '@portal/shared/ui/forms';

export type TProductData = {
  frameNumber: string;
  registrationDate: string;
  purchaseValue: string;
  productBrand: string;
  productType: string;
  dimensions: string;
  remarks: string;
};

export function ProductDataFields({
  idPrefix,
  values,
  errors,
  mayEditValue,
  withoutValue,
  onChange,
  onDateRule,
  children,
}: {
  idPrefix: string;
  values: TProductData;
  errors: Record<string, string | null>;
  mayEditValue: boolean;
  /** Leave the purchase value out when it may not be edited (registration). */
  withoutValue: boolean;
  onChange: (name: keyof TProductData, value: string) => void;
  /** The date field's own rule message ('Ongeldige dag', ...) or null. */
  onDateRule: (message: string | null) => void;
  /** Fields between dimensions and remarks (the edit form's quality). */
  children?: React.ReactNode;
}) {
  const text = (name: 'frameNumber' | 'productBrand' | 'productType' | 'dimensions') => (
    <TextField
      label={TEXTS.form[name]}
      name={name}
      autoComplete="off"
      maxLength={100}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
  return (
    <>
      {text('frameNumber')}
      <DateField
        identifier={`${idPrefix}-registration`}
        label={TEXTS.form.registrationDate}
        name="registrationDate"
        range={OVERVIEW_DATE_RANGE}
        value={values.registrationDate}
        error={errors['registrationDate'] ?? null}
        onChange={(value, result) => {
          onChange('registrationDate', value);
          onDateRule(result.message);
        }}
      />
      {mayEditValue || !withoutValue ? (
        <TextField
          id={`${idPrefix}-purchase`}
          label={TEXTS.form.purchaseValue}
          hint={mayEditValue ? TEXTS.form.purchaseValueHint : TEXTS.form.purchaseValueLocked}
          name="purchaseValue"
          inputMode="decimal"
          autoComplete="off"
          maxLength={13}
          readOnly={!mayEditValue}
          value={values.purchaseValue}
          error={errors['purchaseValue'] ?? null}
          onChange={(event) => onChange('purchaseValue', event.target.value)}
        />
      ) : null}
      {text('productBrand')}
      {text('productType')}
      {text('dimensions')}
      {children}
      <TextAreaField
        label={TEXTS.form.remarks}
        name="remarks"
        maxLength={4000}
        value={values.remarks}
        onChange={(event) => onChange('remarks', event.target.value)}
      />
    </>
  );
}

/** The serial number, required; the serial hint filters what is typed. */
export function SerialNumberField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={TEXTS.form.serialNumber}
      hint={TEXTS.form.serialHint}
      name="serialNumber"
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={100}
      value={value}
      error={error}
      onChange={(event) => onChange(filterSerialInput(event.target.value))}
    />
  );
}
