// Addresses inside the rentals area wherever it is mounted (createAreaPaths, @portal/shared/remote).
import { createAreaPaths } from '@portal/shared/remote';
import { RENTALS_BASE } from '../config/rental-routes';

export { useMountPath } from '@portal/shared/remote';

export const { MountPathContext, useAreaPaths: useRentalsPaths } = createAreaPaths(RENTALS_BASE);
