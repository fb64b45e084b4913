/** Query keys of the reference data every area shares (locations, departments, contacts). */
import { createQueryKeys } from '../../client/query-keys.js';

export const referenceKeys = createQueryKeys('reference');
