import { describe, expect, it } from 'vitest';
import {
  cardRoles,
  chosenTableKeys,
  defaultTableKeys,
  MAX_CARD_FACTS,
  withColumn,
} from './list-columns.js';
import type { TListColumn } from './responsive-list.js';

type TColumn = Pick<TListColumn<never>, 'key' | 'kind' | 'card' | 'table'>;

const product: TColumn[] = [
  { key: 'articleName', card: 'title' },
  { key: 'serialNumber', kind: 'code', card: 'fact' },
  { key: 'status', card: 'fact' },
  { key: 'nextInspection' },
  { key: 'owner', card: 'fact' },
  { key: 'departmentRoom' },
  { key: 'clientName' },
  { key: 'brandType', table: 'optional' },
  { key: 'select', kind: 'action', card: 'none' },
];

describe('cardRoles', () => {
  it('shows the title and the declared facts, the rest on the details page', () => {
    const roles = cardRoles(product);
    expect([...roles].filter(([, role]) => role !== 'none')).toEqual([
      ['articleName', 'title'],
      ['serialNumber', 'fact'],
      ['status', 'fact'],
      ['owner', 'fact'],
    ]);
  });

  it('takes the first columns after the title when a list declares none, at most three', () => {
    const plain: TColumn[] = ['id', 'type', 'date', 'from', 'to', 'contact'].map((key) => ({
      key,
    }));
    const roles = cardRoles(plain, 'type');
    expect(roles.get('type')).toBe('title');
    expect(['id', 'date', 'from'].map((key) => roles.get(key))).toEqual(['fact', 'fact', 'fact']);
    expect(roles.get('to')).toBe('none');
    expect(roles.get('contact')).toBe('none');
    expect([...roles.values()].filter((role) => role === 'fact')).toHaveLength(MAX_CARD_FACTS);
  });

  it("never shows more than three facts, and keeps a row's action unless it says none", () => {
    const many: TColumn[] = [
      { key: 'name' },
      ...['a', 'b', 'c', 'd'].map((key) => ({ key, card: 'fact' as const })),
      { key: 'report', kind: 'action' },
    ];
    const roles = cardRoles(many);
    expect(roles.get('d')).toBe('none');
    expect(roles.get('report')).toBe('action');
    expect(cardRoles(product).get('select')).toBe('none');
  });
});

describe('the table columns', () => {
  it('shows all but the optional ones, then what the user chose', () => {
    expect(defaultTableKeys(product).has('brandType')).toBe(false);
    const choice = withColumn(product, null, 'brandType', true);
    expect(choice).toEqual({ shown: ['brandType'], hidden: [] });
    const fewer = withColumn(product, choice, 'clientName', false);
    expect(fewer).toEqual({ shown: ['brandType'], hidden: ['clientName'] });
    const keys = chosenTableKeys(product, fewer);
    expect(keys.has('brandType')).toBe(true);
    expect(keys.has('clientName')).toBe(false);
    // back to a default keeps no difference
    expect(withColumn(product, fewer, 'clientName', true)).toEqual({
      shown: ['brandType'],
      hidden: [],
    });
  });

  it('never hides a column that must stay, and ignores a stored key the list no longer has', () => {
    const columns: TColumn[] = [{ key: 'name', table: 'always' }, { key: 'date' }];
    expect([...chosenTableKeys(columns, { shown: ['gone'], hidden: ['name', 'date'] })]).toEqual([
      'name',
      'gone',
    ]);
  });
});
