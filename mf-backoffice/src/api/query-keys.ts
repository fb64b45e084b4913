/** Query keys of this area (general to specific); reference data: @portal/shared/ui. */
import { createQueryKeys } from '@portal/shared/client';

export const backOfficeKeys = createQueryKeys('backoffice');
