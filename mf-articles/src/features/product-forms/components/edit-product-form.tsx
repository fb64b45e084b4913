/**
 * 'Artikelgegevens wijzigen' (spec 001 §3, §5): serial number required (the serial hint
 * filters what is typed), purchase value numeric with comma or period and editable only
 * with the management permission, quality, the other data and the template's fields. An
 * invalid form is refused with the spec's message 'Formulier kan niet verstuurd zijn
 * omdat er ongeldige waarden zijn ingevoerd' on top and each field's own message. The
 * purchase value is typed with a decimal comma ('1285,00'); a save that changes nothing is
 * not sent (isSameProductData, as the api judges it).
 */
import {
  QUALITY_VALUES,
  type TProductDetails,
  type TQuality,
} from '@portal/shared/contract/articles';
import { isSameProductData, toMoneyInput, type TProductData } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { SelectField, useSession } from '@portal/shared/ui';
import { useState } from 'react';
import { useEditProduct } from '../api/edit-product';
import { purchaseValueRule, serialRule } from '../product-rules';
import { ProductDataFields, SerialNumberField } from './product-data-fields';
import {
  CustomFields,
  customFieldErrors,
  customValuesRequest,
  initialCustomValues,
  type TCustomValues,
} from './custom-fields';
import { ProductActionForm, useProductAction } from './product-action-form';

const IDS = {
  serialNumber: 'articles-edit-serial',
  registrationDate: 'articles-edit-registration',
  purchaseValue: 'articles-edit-purchase',
};

/** Whether the user may edit purchase values (spec 001 §6: the management permission). */
export function useMayEditPurchaseValue(): boolean {
  const { auth } = useSession();
  return auth?.roles.includes('management') ?? false;
}

/** The product's data as the api stores it, to compare a save with. */
function storedData(details: TProductDetails): TProductData {
  return {
    ...details,
    customFields: Object.fromEntries(
      details.customFields.map((field) => [String(field.id), field.valueRaw]),
    ),
  };
}

export function EditProductForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  onSubmitted: () => void;
}) {
  const mayEditValue = useMayEditPurchaseValue();
  const [values, setValues] = useState({
    serialNumber: details.serialNumber,
    frameNumber: details.frameNumber ?? '',
    registrationDate: details.registrationDate ?? '',
    purchaseValue: toMoneyInput(details.purchaseValue),
    productBrand: details.productBrand ?? '',
    productType: details.productType ?? '',
    dimensions: details.dimensions ?? '',
    quality: details.quality ?? '',
    remarks: details.remarks ?? '',
  });
  const [dateError, setDateError] = useState<string | null>(null);
  const [custom, setCustom] = useState<TCustomValues>(() =>
    initialCustomValues(details.customFields),
  );
  const mutation = useEditProduct();
  const set = (name: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const rules: Record<string, string | null> = {
    serialNumber: serialRule(values.serialNumber),
    registrationDate: dateError,
    purchaseValue: purchaseValueRule(mayEditValue, values.purchaseValue),
    ...customFieldErrors(details.customFields, custom),
  };
  const action = useProductAction(mutation.mutateAsync, onSubmitted, rules, {
    serverFieldNames: {},
  });
  const { errors, form, hasErrors } = action;

  function request() {
    const text = (value: string) => value.trim() || null;
    return {
      productId: details.productId,
      serialNumber: values.serialNumber,
      frameNumber: text(values.frameNumber),
      registrationDate: values.registrationDate || null,
      // why: without the management permission the value is not sent at all (the api
      // refuses a sent value from such a user).
      ...(mayEditValue ? { purchaseValue: text(values.purchaseValue) } : {}),
      productBrand: text(values.productBrand),
      productType: text(values.productType),
      dimensions: text(values.dimensions),
      quality: values.quality === '' ? null : (values.quality as TQuality),
      remarks: text(values.remarks),
      customFields: customValuesRequest(custom),
    };
  }

  const labelFor: Record<string, string> = {
    serialNumber: TEXTS.form.serialNumber,
    registrationDate: TEXTS.form.registrationDate,
    purchaseValue: TEXTS.form.purchaseValue,
    ...Object.fromEntries(details.customFields.map((field) => [`custom-${field.id}`, field.label])),
  };

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={labelFor}
      message={form.failure ?? (form.isChecking && hasErrors ? TEXTS.messages.editInvalid : null)}
      submitLabel={TEXTS.form.save}
      onSubmit={() =>
        action.submit({
          isUnchanged: !hasErrors && isSameProductData(storedData(details), request()),
          request,
        })
      }
    >
      <SerialNumberField
        id={IDS.serialNumber}
        value={values.serialNumber}
        error={errors['serialNumber'] ?? null}
        onChange={(value) => set('serialNumber', value)}
      />
      <ProductDataFields
        idPrefix="articles-edit"
        values={values}
        errors={errors}
        mayEditValue={mayEditValue}
        withoutValue={false}
        onChange={set}
        onDateRule={setDateError}
      >
        <SelectField
          label={TEXTS.form.quality}
          name="quality"
          placeholder={TEXTS.form.noQuality}
          options={QUALITY_VALUES.map((value) => ({ value, label: TEXTS.quality[value] }))}
          value={values.quality}
          onChange={(event) => set('quality', event.target.value)}
        />
      </ProductDataFields>
      <CustomFields
        fields={details.customFields}
        values={custom}
        errors={errors}
        onChange={setCustom}
      />
    </ProductActionForm>
  );
}
