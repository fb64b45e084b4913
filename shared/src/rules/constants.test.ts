import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('constants (spec 000 §9, 001 §9)', () => {
  it('has the spec numbers', () => {
    expect(c.APP_VERSION).toBe('1.1.1');
    expect(c.PAGE_SIZE).toBe(10);
    expect(c.DOWNLOAD_BUSY_MS).toBe(2500);
    expect(c.MIN_DOWNLOAD_BYTES).toBe(100);
    expect(c.DEFAULT_DOWNLOAD_FILE_NAME).toBe('download.pdf');
    expect(c.UPLOAD_LIMIT_CHARS).toBe(10_000_000);
    expect(c.QUANTITY_MAX_LENGTH).toBe(2);
    expect(c.QUANTITY_DEFAULT).toBe(1);
    expect(c.SCAN_INTERVAL_MS).toBe(500);
    expect(c.SCAN_SUCCESS_DELAY_MS).toBe(500);
    expect(c.SCAN_VIDEO_START_TIMEOUT_MS).toBe(5000);
    expect(c.SCAN_IMAGE_LOAD_TIMEOUT_MS).toBe(10000);
    expect(c.SCAN_VIDEO_SIZE).toEqual({ width: 200, height: 200 });
    expect([c.DROPDOWN_MAX_HEIGHT, c.DROPDOWN_MIN_HEIGHT, c.DROPDOWN_PAGE_SIZE]).toEqual([
      300, 140, 5,
    ]);
    expect([c.YEARS_BACK, c.YEARS_AHEAD]).toEqual([125, 1]);
    expect(c.INSPECTION_FILTER_FIRST_YEAR).toBe(2015);
    expect(c.RENTAL_COST_FIRST_YEAR).toBe(2023);
    expect([c.LEVEL_VIEW, c.LEVEL_ACT]).toEqual([1, 2]);
    expect(c.SIGNATURE_CANVAS_HEIGHT).toBe(250);
    expect(c.SIGNATURE_PAD_OPTIONS).toEqual({
      minWidth: 0.5,
      maxWidth: 2.5,
      velocityFilterWeight: 0.7,
      minDistance: 5,
      throttle: 16,
    });
  });

  it('lists the seven mattress sizes of spec 001 §5 in order', () => {
    expect(c.MATTRESS_SIZES).toEqual([
      '90x200',
      '90x210',
      '90x220',
      '100x200',
      '100x210',
      '100x220',
      '120x100',
    ]);
  });
});
