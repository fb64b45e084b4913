/**
 * What every request for a delivery by the supplier asks besides its items (spec 001 §5,
 * the rental request and 'Leveren uit depot'): the mattress size once a chosen item needs
 * it, the desired delivery date, 'Spoed', the location, an own reference, the contact
 * person and comments. One place for their rules, their messages in the spec's order and
 * the payload fields they become, so the two forms cannot drift apart.
 */
import { MESSAGES } from './catalogue/index.js';
import type { TMattressSize } from '../contract/rentals.js';

/** The fields as the inputs hold them. */
export type TDeliveryWishValues = {
  measurementsBed: TMattressSize | '';
  /** 'yyyy-MM-dd', or '' while the date field holds no valid date. */
  deliverDate: string;
  urgency: boolean;
  locationId: string;
  customerReference: string;
  /** null until the user picks one: the signed-in user's own contact is used. */
  contactId: string | null;
  comments: string;
};

export const EMPTY_DELIVERY_WISH: TDeliveryWishValues = {
  measurementsBed: '',
  deliverDate: '',
  urgency: false,
  locationId: '',
  customerReference: '',
  contactId: null,
  comments: '',
};

export type TDeliveryWishField = 'measurementsBed' | 'locationId' | 'deliverDate' | 'contactId';
export type TDeliveryWishErrors = Partial<Record<TDeliveryWishField, string>>;

/**
 * The message per failing field. `deliverDateError` is the date field's own rule message
 * (a day before today, a day that does not exist), which wins over 'Selecteer een gewenste
 * leverdatum'.
 */
export function deliveryWishErrors(
  values: Pick<TDeliveryWishValues, 'locationId' | 'deliverDate'> &
    Partial<Pick<TDeliveryWishValues, 'measurementsBed'>> & { contactId: string },
  options: { isMattressAsked: boolean; deliverDateError?: string | null | undefined },
): TDeliveryWishErrors {
  const errors: TDeliveryWishErrors = {};
  if (options.isMattressAsked && !values.measurementsBed) {
    errors.measurementsBed = MESSAGES.selectMattressSize;
  }
  if (values.locationId === '') errors.locationId = MESSAGES.selectLocation;
  if (values.deliverDate === '' || options.deliverDateError) {
    errors.deliverDate = options.deliverDateError || MESSAGES.selectDeliveryDate;
  }
  if (values.contactId === '') errors.contactId = MESSAGES.selectContact;
  return errors;
}

/** The messages of `errors` in the order of the spec's table, for the joined summary. */
export function deliveryWishMessages(errors: TDeliveryWishErrors): (string | undefined)[] {
  return [errors.measurementsBed, errors.locationId, errors.deliverDate, errors.contactId];
}

/** A typed text, trimmed; null when nothing is left (the contract's "not given"). */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The payload fields of a valid form; the mattress size only where it was asked. */
export function toDeliveryWish(
  values: TDeliveryWishValues & { contactId: string },
  isMattressAsked: boolean,
) {
  return {
    measurementsBed: isMattressAsked && values.measurementsBed ? values.measurementsBed : null,
    deliverDate: values.deliverDate,
    urgency: values.urgency,
    locationId: Number(values.locationId),
    customerReference: optionalText(values.customerReference),
    contactId: Number(values.contactId),
    comments: optionalText(values.comments),
  };
}
