import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryPathOptions } from './category-tree.js';

const category = (categoryId: number, parentId: number | null, title: string) => ({
  categoryId,
  parentId,
  title,
  priceDisplay: null,
  isRentable: 0 as const,
  hasMeasurementsBed: 0 as const,
});

describe('the category tree', () => {
  it('puts children under their parents, in the order given, and orphans at the top', () => {
    const tree = buildCategoryTree([
      category(2, 1, 'Hoog-laagbedden'),
      category(1, null, 'Bedden'),
      category(3, 1, 'Matrassen'),
      category(4, 99, 'Wees'),
    ]);
    expect(tree.map((node) => node.title)).toEqual(['Bedden', 'Wees']);
    expect(tree[0]?.children.map((node) => node.title)).toEqual(['Hoog-laagbedden', 'Matrassen']);
  });

  it('flattens it into options whose labels name the ancestors', () => {
    expect(
      categoryPathOptions([
        category(1, null, 'Bedden'),
        category(2, 1, 'Hoog-laagbedden'),
        category(5, 2, 'Elektrisch'),
        category(3, null, 'Tilliften'),
      ]),
    ).toEqual([
      { value: '1', label: 'Bedden' },
      { value: '2', label: 'Bedden – Hoog-laagbedden' },
      { value: '5', label: 'Bedden – Hoog-laagbedden – Elektrisch' },
      { value: '3', label: 'Tilliften' },
    ]);
  });

  it('leaves a loop of parents out rather than hanging', () => {
    expect(categoryPathOptions([category(1, 2, 'A'), category(2, 1, 'B')])).toEqual([]);
  });
});
