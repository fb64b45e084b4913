/** Business constants and limits of spec 000 §9 and spec 001 §9. */

/** Shown in the footer. */
export const APP_VERSION = '1.1.1';

/** Rows per page of every list. */
export const PAGE_SIZE = 10;

/** The download button stays busy this long after a click. */
export const DOWNLOAD_BUSY_MS = 2500;
/** After a failed download the button resets "almost immediately" (ours: 100 ms). */
export const DOWNLOAD_ERROR_RESET_MS = 100;
/** A downloaded file smaller than this is refused as failed. */
export const MIN_DOWNLOAD_BYTES = 100;
export const DEFAULT_DOWNLOAD_FILE_NAME = 'download.pdf';
export const EXCEL_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Characters of encoded (base64) data allowed per uploaded file. */
export const UPLOAD_LIMIT_CHARS = 10_000_000;

export const QUANTITY_MAX_LENGTH = 2;
export const QUANTITY_DEFAULT = 1;

/** Camera scanner timings and size. */
export const SCAN_INTERVAL_MS = 500;
export const SCAN_SUCCESS_DELAY_MS = 500;
export const SCAN_VIDEO_START_TIMEOUT_MS = 5000;
export const SCAN_IMAGE_LOAD_TIMEOUT_MS = 10_000;
export const SCAN_VIDEO_SIZE = { width: 200, height: 200 } as const;

/** Dropdown menu limits. */
export const DROPDOWN_MAX_HEIGHT = 300;
export const DROPDOWN_MIN_HEIGHT = 140;
export const DROPDOWN_PAGE_SIZE = 5;

/** Year bounds relative to the current year, and absolute first years. */
export const YEARS_BACK = 125;
export const YEARS_AHEAD = 1;
export const INSPECTION_FILTER_FIRST_YEAR = 2015;
export const RENTAL_COST_FIRST_YEAR = 2023;

/** Permission levels. */
export const LEVEL_VIEW = 1;
export const LEVEL_ACT = 2;

/** Signature pad. */
export const SIGNATURE_CANVAS_HEIGHT = 250;
export const SIGNATURE_PAD_OPTIONS = {
  minWidth: 0.5,
  maxWidth: 2.5,
  velocityFilterWeight: 0.7,
  minDistance: 5,
  throttle: 16,
} as const;
