/** Query keys of this area (general to specific) and of the shared reference data. */
import { createQueryKeys } from '@portal/shared/client';

export const depotKeys = createQueryKeys('depot');
export const referenceKeys = createQueryKeys('reference');
