import { describe, expect, it } from 'vitest';
import { columnsOf } from './column-builders.js';

type TRow = { name: string; serial: string | null; count: number; since: string | null };
const HEADERS = { name: 'Naam', serial: 'Serienummer', count: 'Aantal', since: 'Vanaf' };
const row: TRow = { name: 'Rolstoel', serial: null, count: 3, since: '2026-03-01' };

describe('columnsOf', () => {
  const { text, code, number, date } = columnsOf<TRow>()(HEADERS);

  it("takes the header from the catalogue by the field's key and shows the field", () => {
    const column = text('name', { card: 'title' });
    expect(column).toMatchObject({ key: 'name', header: 'Naam', card: 'title' });
    expect(column.kind).toBeUndefined();
    expect(column.render(row)).toBe('Rolstoel');
  });

  it('shows nothing for an empty field, and marks codes and counts', () => {
    expect(code('serial').render(row)).toBe('');
    expect(code('serial').kind).toBe('code');
    expect(number('count').render(row)).toBe(3);
    expect(number('count', { table: 'optional' })).toMatchObject({
      kind: 'number',
      table: 'optional',
    });
  });

  it('writes dates the Dutch way and an empty date as nothing', () => {
    expect(date('since').render(row)).toBe('01-03-2026');
    expect(date('since').render({ ...row, since: null })).toBe('');
    expect(date('since').kind).toBe('date');
  });
});
