// Icons of the rentals actions, drawn like the shared ones (24x24, currentColor strokes).
import { createIcon } from '@portal/shared/ui';

export const TruckIcon = createIcon(
  'TruckIcon',
  <>
    <path d="M1 5h13v11H1zM14 9h4l4 4v3h-8z" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
);

export const WrenchIcon = createIcon(
  'WrenchIcon',
  <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8a2.1 2.1 0 0 1-3-3l8-8-1.3-1.3a4 4 0 0 0-5-5l2.6 2.6-1.4 2.8-2.8 1.4z" />,
);
