/**
 * Step 2 of registration (spec 001 §3 Add product, §4, §5): location required, department,
 * room and client; the serial option (new serial number, an existing product the supplier
 * registered, or unknown: generated) with its value required; the serial hint filters what
 * is typed; purchase value numeric with comma or period (management only, as on the edit
 * form); the article template's fields. A refusal that names a field shows at that field.
 */
import type { TArticle } from '@portal/shared/contract';
import type { TProductCustomField } from '@portal/shared/contract/articles';
import { MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { RadioGroupField, TextField } from '@portal/shared/ui';
import { useState } from 'react';
import { useAddProduct } from '../api/add-product';
import {
  CustomFields,
  customFieldErrors,
  customValuesRequest,
  initialCustomValues,
  type TCustomValues,
} from './custom-fields';
import { useMayEditPurchaseValue } from './edit-product-form';
import { LocationFields, placeRequest, type TPlace } from './location-fields';
import { ProductActionForm, useProductAction } from './product-action-form';
import { ProductDataFields, SerialNumberField } from './product-data-fields';
import { purchaseValueRule, serialRule } from '../product-rules';

type TSerialOption = 'new' | 'existing' | 'unknown';

/** What the api registered, and what was typed that the confirmation repeats. */
export type TRegisteredProduct = {
  productId: number;
  message: string;
  /** The serial it got ('' from an older api that does not say). */
  serialNumber: string;
  /** 'Location, Department, Room' as the api placed it ('' when it does not say). */
  place: string;
  clientName: string;
};

const IDS = {
  locationId: 'articles-register-location',
  serialOption: 'articles-register-serial-option',
  serialNumber: 'articles-register-serial',
  productId: 'articles-register-product',
  registrationDate: 'articles-register-registration',
  purchaseValue: 'articles-register-purchase',
};

/** Field names the api may name in a refusal, to the form's own names. */
const SERVER_FIELDS: Record<string, string> = {
  toLocation: 'locationId',
  location: 'locationId',
};

export function RegisterForm({
  article,
  fields,
  onSubmitted,
}: {
  article: TArticle;
  fields: readonly TProductCustomField[];
  onSubmitted: (registered: TRegisteredProduct) => void;
}) {
  const mayEditValue = useMayEditPurchaseValue();
  const [place, setPlace] = useState<TPlace>({ locationId: '', departmentId: '', room: '' });
  const [serialOption, setSerialOption] = useState<TSerialOption>('new');
  const [values, setValues] = useState({
    clientName: '',
    serialNumber: '',
    productId: '',
    frameNumber: '',
    registrationDate: '',
    purchaseValue: '',
    productBrand: '',
    productType: '',
    dimensions: '',
    remarks: '',
  });
  const [dateError, setDateError] = useState<string | null>(null);
  const [custom, setCustom] = useState<TCustomValues>(() => initialCustomValues(fields));
  const mutation = useAddProduct();
  const set = (name: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const rules: Record<string, string | null> = {
    locationId: place.locationId === '' ? MESSAGES.selectLocation : null,
    serialNumber: serialOption === 'new' ? serialRule(values.serialNumber) : null,
    productId:
      serialOption === 'existing' && !/^\d{1,9}$/.test(values.productId.trim())
        ? MESSAGES.required
        : null,
    registrationDate: dateError,
    purchaseValue: purchaseValueRule(mayEditValue, values.purchaseValue),
    ...customFieldErrors(fields, custom),
  };
  const action = useProductAction(
    mutation.mutateAsync,
    (answer) => {
      const product = answer.response;
      if (product) {
        onSubmitted({
          productId: product.productId,
          message: product.message,
          serialNumber: product.serialNumber ?? '',
          place: product.place ?? '',
          clientName: values.clientName.trim(),
        });
      }
    },
    rules,
    { serverFieldNames: SERVER_FIELDS },
  );
  const { errors } = action;

  function submit() {
    const text = (value: string) => value.trim() || null;
    return action.submit({
      request: () => {
        const target = placeRequest(place);
        return {
          articleId: article.id,
          locationId: target.locationId,
          departmentId: target.departmentId,
          room: target.room,
          clientName: text(values.clientName),
          serialOption,
          productId: serialOption === 'existing' ? Number(values.productId.trim()) : null,
          serialNumber: serialOption === 'new' ? values.serialNumber : null,
          frameNumber: text(values.frameNumber),
          registrationDate: values.registrationDate || null,
          purchaseValue: mayEditValue ? text(values.purchaseValue) : null,
          productBrand: text(values.productBrand),
          productType: text(values.productType),
          dimensions: text(values.dimensions),
          remarks: text(values.remarks),
          customFields: customValuesRequest(custom),
        };
      },
    });
  }

  const labels: Record<string, string> = {
    locationId: TEXTS.form.location,
    serialNumber: TEXTS.form.serialNumber,
    productId: TEXTS.register.existingProduct,
    registrationDate: TEXTS.form.registrationDate,
    purchaseValue: TEXTS.form.purchaseValue,
    ...Object.fromEntries(fields.map((field) => [`custom-${field.id}`, field.label])),
  };

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={labels}
      submitLabel={TEXTS.register.submit}
      onSubmit={submit}
    >
      <LocationFields
        idPrefix="articles-register"
        value={place}
        onChange={setPlace}
        locationError={errors['locationId'] ?? null}
      />
      <TextField
        label={TEXTS.form.clientName}
        name="clientName"
        maxLength={100}
        autoComplete="off"
        value={values.clientName}
        onChange={(event) => set('clientName', event.target.value)}
      />
      <RadioGroupField
        id={IDS.serialOption}
        legend={TEXTS.register.serialOption}
        name="serialOption"
        required
        options={[
          { value: 'new', label: TEXTS.register.serialNew },
          { value: 'existing', label: TEXTS.register.serialExisting },
          { value: 'unknown', label: TEXTS.register.serialUnknown },
        ]}
        value={serialOption}
        onChange={(value) =>
          setSerialOption(
            value === 'existing' ? 'existing' : value === 'unknown' ? 'unknown' : 'new',
          )
        }
      />
      {serialOption === 'new' ? (
        <SerialNumberField
          id={IDS.serialNumber}
          value={values.serialNumber}
          error={errors['serialNumber'] ?? null}
          onChange={(value) => set('serialNumber', value)}
        />
      ) : null}
      {serialOption === 'existing' ? (
        <TextField
          id={IDS.productId}
          label={TEXTS.register.existingProduct}
          hint={TEXTS.register.existingProductHint}
          name="productId"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          value={values.productId}
          error={errors['productId'] ?? null}
          onChange={(event) => set('productId', event.target.value.replace(/\D/g, ''))}
        />
      ) : null}
      <ProductDataFields
        idPrefix="articles-register"
        values={values}
        errors={errors}
        mayEditValue={mayEditValue}
        withoutValue
        onChange={set}
        onDateRule={setDateError}
      />
      <CustomFields fields={fields} values={custom} errors={errors} onChange={setCustom} />
    </ProductActionForm>
  );
}
