// Issue 38: a phone card of a request tells two of one type apart within three facts.
import { cardRoles, MAX_CARD_FACTS } from '@portal/shared/ui/lists';
import { describe, expect, it } from 'vitest';
import { REQUEST_LINK_COLUMN, requestColumns } from './request-columns';

describe('request columns on a card', () => {
  it('title the type (with its status), facts the date, the aid or case and the room', () => {
    const roles = cardRoles(requestColumns(), REQUEST_LINK_COLUMN);
    expect(roles.get('type')).toBe('title');
    const facts = [...roles].filter(([, role]) => role === 'fact').map(([key]) => key);
    expect(facts).toEqual(['date', 'subject', 'room']);
    expect(facts.length).toBeLessThanOrEqual(MAX_CARD_FACTS);
    for (const key of ['id', 'from', 'to', 'contact']) expect(roles.get(key)).toBe('none');
  });

  it("keeps the spec's columns first, in the spec's order", () => {
    expect(requestColumns().map((column) => column.key)).toEqual([
      'id',
      'type',
      'date',
      'from',
      'to',
      'contact',
      'subject',
      'room',
    ]);
  });
});
