// The rentals area at /rentals: where it is mounted (createAreaApp provides it) and the
// addresses inside it (createAreaPaths, @portal/shared/remote).
import { createAreaPaths } from '@portal/shared/remote';
import { RENTALS_BASE } from '../config/rentals-routes';

export const RENTALS_AREA = createAreaPaths(RENTALS_BASE);

export const useRentalsPaths = RENTALS_AREA.useAreaPaths;
