/** The portal's icon set: one component per meaning (tiles, menus, controls). */
import { createIcon } from './icon.js';

/** Scanning (barcode and QR). */
export const ScanIcon = createIcon(
  'ScanIcon',
  <>
    <path d="M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2" />
    <path d="M7 8v8M10 8v8M13 8v8M17 8v8" />
  </>,
);

/** Rentals: a care bed. */
export const BedIcon = createIcon(
  'BedIcon',
  <>
    <path d="M2 5v15M2 16h20v4M22 16v-3a3 3 0 0 0-3-3H10v6" />
    <circle cx="6" cy="12" r="2" />
  </>,
);

/** Management information: a bar chart. */
export const ChartIcon = createIcon(
  'ChartIcon',
  <>
    <path d="M3 3v18h18" />
    <path d="M8 17v-5M13 17V8M18 17v-8" />
  </>,
);

/** Aid management: a wheelchair. */
export const WheelchairIcon = createIcon(
  'WheelchairIcon',
  <>
    <circle cx="11" cy="4" r="1.5" />
    <path d="M11 7v6h6l2 5" />
    <path d="M11 10h5" />
    <path d="M7.5 10.5a5.5 5.5 0 1 0 8 6.5" />
  </>,
);

/** Requests: a list. */
export const ListIcon = createIcon(
  'ListIcon',
  <>
    <path d="M9 6h12M9 12h12M9 18h12" />
    <path d="M4 6h.01M4 12h.01M4 18h.01" />
  </>,
);

/** Opens elsewhere (new tab). */
export const ExternalIcon = createIcon(
  'ExternalIcon',
  <>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14 21 3" />
  </>,
);

export const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
);

export const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </>,
);

export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const MenuIcon = createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);

export const CloseIcon = createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);

export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 6 6 6-6 6" />);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="m15 6-6 6 6 6" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

/** A list sortable by this column (not sorted by it now). */
export const SortIcon = createIcon(
  'SortIcon',
  <path d="M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4" />,
);
/** A list sorted by this column, lowest first. */
export const SortAscendingIcon = createIcon(
  'SortAscendingIcon',
  <path d="M12 19V5M5 12l7-7 7 7" />,
);

/** Columns of a table (the column chooser). */
export const ColumnsIcon = createIcon('ColumnsIcon', <path d="M3 4h18v16H3zM9 4v16M15 4v16" />);

export const FilterIcon = createIcon('FilterIcon', <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />);

export const DownloadIcon = createIcon(
  'DownloadIcon',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5M12 15V3" />
  </>,
);

export const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  <>
    <path d="M17.9 17.9A10.1 10.1 0 0 1 12 19c-6.4 0-10-7-10-7a18.5 18.5 0 0 1 5.1-5.9M9.9 5.2A9.1 9.1 0 0 1 12 5c6.4 0 10 7 10 7a18.5 18.5 0 0 1-2.2 3.2M14.1 14.1a3 3 0 1 1-4.2-4.2" />
    <path d="m2 2 20 20" />
  </>,
);

export const HomeIcon = createIcon(
  'HomeIcon',
  <>
    <path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M9 22V12h6v10" />
  </>,
);

/** Status: success (check in a circle). */
export const CheckCircleIcon = createIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

/** Status: error or warning (exclamation in a circle). */
export const AlertIcon = createIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 17h.01" />
  </>,
);

/** Status: information. */
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-5M12 8h.01" />
  </>,
);

export const RefreshIcon = createIcon(
  'RefreshIcon',
  <>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
);

/** Customer requests: a clipboard with a tick (followed from open to archive). */
export const ClipboardIcon = createIcon(
  'ClipboardIcon',
  <>
    <path d="M9 4H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-3" />
    <path d="M9 2h6v4H9z" />
    <path d="m9 14 2 2 4-4" />
  </>,
);

/** 'Aanvraag ZVW' (the health insurance act): a shield with a cross. */
export const ShieldPlusIcon = createIcon(
  'ShieldPlusIcon',
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="M12 8v6M9 11h6" />
  </>,
);

/** The depot: a storage box. */
export const BoxIcon = createIcon(
  'BoxIcon',
  <>
    <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </>,
);

/** More (a menu of what did not fit). */
export const MoreIcon = createIcon(
  'MoreIcon',
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
);

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

export const MapPinIcon = createIcon(
  'MapPinIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const QrCodeIcon = createIcon(
  'QrCodeIcon',
  <>
    <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z" />
    <path d="M14 14h3v3h-3zM20 14v3M14 20h3M20 20h1" />
  </>,
);

export const PencilIcon = createIcon(
  'PencilIcon',
  <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />,
);

export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

/** A calendar page: the platform's date picker. */
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <path d="M4 6h16v15H4zM4 10h16M8 3v5M16 3v5" />,
);

/** A camera: taking or choosing a photo (the scanner keeps ScanIcon). */
export const CameraIcon = createIcon(
  'CameraIcon',
  <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />,
);

export const PrinterIcon = createIcon(
  'PrinterIcon',
  <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />,
);

export const BookmarkIcon = createIcon('BookmarkIcon', <path d="M6 3h12v18l-6-4-6 4z" />);

/** The outbox: a tray with an arrow going out (writes waiting for a connection). */
export const OutboxIcon = createIcon(
  'OutboxIcon',
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89" />
    <path d="M12 10V2M9 5l3-3 3 3" />
  </>,
);

/** No connection: a cloud struck through. */
export const CloudOffIcon = createIcon(
  'CloudOffIcon',
  <>
    <path d="M2 2l20 20" />
    <path d="M5.8 5.8A7 7 0 0 0 7 19h10a5 5 0 0 0 1.9-.4M22 15a5 5 0 0 0-5-5h-1.3A7 7 0 0 0 9.5 5.2" />
  </>,
);
