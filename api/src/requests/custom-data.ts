// The custom data of a customer request: per submitted field a Dutch title and a display
// value, in form order, shown as is on the request's details page.
import { formatDate } from '@portal/shared/rules';
import type { TCustomField } from '../repositories/customer-requests-repository.js';

/** Builds custom data in form order, leaving out fields without a value. */
export class CustomData {
  private readonly fields: TCustomField[] = [];

  add(key: string, title: string, value: string | null | undefined): this {
    const text = value?.trim();
    if (text) this.fields.push({ key, title, value: text });
    return this;
  }

  addDate(key: string, title: string, iso: string | null | undefined): this {
    return this.add(key, title, iso ? formatDate(iso) : null);
  }

  addYesNo(key: string, title: string, value: boolean): this {
    return this.add(key, title, value ? 'Ja' : 'Nee');
  }

  toArray(): TCustomField[] {
    return [...this.fields];
  }
}
