import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './constants.js';
import { getPaginationItems, pageCount, pageToLimits } from './pagination.js';

describe('pageToLimits (spec 000 §9: offset = page*10 - 9, rows 10)', () => {
  it('computes offset and rows', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageToLimits(1)).toEqual({ limitOffset: 1, limitRows: 10 });
    expect(pageToLimits(2)).toEqual({ limitOffset: 11, limitRows: 10 });
    expect(pageToLimits(7)).toEqual({ limitOffset: 61, limitRows: 10 });
    expect(pageToLimits(0)).toEqual({ limitOffset: 1, limitRows: 10 });
  });
});

describe('getPaginationItems (spec 000 §9)', () => {
  it('is hidden when total <= page size', () => {
    expect(getPaginationItems(1, 0)).toEqual([]);
    expect(getPaginationItems(1, 10)).toEqual([]);
  });

  it('shows all pages when total pages <= 6', () => {
    expect(getPaginationItems(1, 11)).toEqual([1, 2]);
    expect(getPaginationItems(3, 60)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageCount(60)).toBe(6);
  });

  it('shows first, last, dots and one sibling each side above 6 pages', () => {
    expect(pageCount(61)).toBe(7);
    expect(getPaginationItems(1, 200)).toEqual([1, 2, 'dots', 20]);
    expect(getPaginationItems(10, 200)).toEqual([1, 'dots', 9, 10, 11, 'dots', 20]);
    expect(getPaginationItems(20, 200)).toEqual([1, 'dots', 19, 20]);
    expect(getPaginationItems(5, 70)).toEqual([1, 'dots', 4, 5, 6, 7]);
  });

  it('shows dots for every gap, also a gap of one page (page 4 of 20: 1 … 3 4 5 … 20)', () => {
    expect(getPaginationItems(4, 200)).toEqual([1, 'dots', 3, 4, 5, 'dots', 20]);
    expect(getPaginationItems(3, 200)).toEqual([1, 2, 3, 4, 'dots', 20]);
    expect(getPaginationItems(17, 200)).toEqual([1, 'dots', 16, 17, 18, 'dots', 20]);
  });

  it('never shows more than five page numbers', () => {
    for (let page = 1; page <= 20; page += 1) {
      const numbers = getPaginationItems(page, 200).filter((item) => item !== 'dots');
      expect(numbers.length).toBeLessThanOrEqual(5);
    }
  });

  it('clamps a current page outside the range', () => {
    expect(getPaginationItems(99, 200)).toEqual([1, 'dots', 19, 20]);
  });
});
