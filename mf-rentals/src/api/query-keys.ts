/** Query keys of this area (general to specific) and of the shared reference data. */
import { createQueryKeys } from '@portal/shared/client';

export const rentalsKeys = createQueryKeys('rentals');
export const referenceKeys = createQueryKeys('reference');

/** The part of a query key that marks the server's permission check of a request form. */
export const PERMISSION_KEY = 'permission';
