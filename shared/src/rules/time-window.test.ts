import { describe, expect, it } from 'vitest';
import { checkTimeWindow } from './time-window';

describe('checkTimeWindow', () => {
  it('reads a window and writes it in one form', () => {
    expect(checkTimeWindow('08:00-12:00')).toEqual({ ok: true, window: '08:00-12:00' });
    expect(checkTimeWindow(' 8:00 - 12:30 ')).toEqual({ ok: true, window: '08:00-12:30' });
  });

  it('refuses what is no window, and an end before its start', () => {
    expect(checkTimeWindow('morgen')).toEqual({ ok: false, reason: 'format' });
    expect(checkTimeWindow('24:00-25:00')).toEqual({ ok: false, reason: 'format' });
    expect(checkTimeWindow('')).toEqual({ ok: false, reason: 'format' });
    expect(checkTimeWindow('12:00-08:00')).toEqual({ ok: false, reason: 'order' });
    expect(checkTimeWindow('09:00-09:00')).toEqual({ ok: false, reason: 'order' });
  });
});
