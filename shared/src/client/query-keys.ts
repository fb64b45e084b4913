/**
 * Query keys from general to specific (`['rentals','list',{...}]`,
 * `['rentals','detail',id]`), so that invalidating `all` reaches every list and detail.
 * Areas take their keys from their query-options factories, built on these.
 */

/** The key helpers of one area or resource. */
export type TQueryKeys<TArea extends string> = {
  all: readonly [TArea];
  lists: () => readonly [TArea, 'list'];
  list: <TParams extends object>(params: TParams) => readonly [TArea, 'list', TParams];
  details: () => readonly [TArea, 'detail'];
  detail: (id: number | string) => readonly [TArea, 'detail', number | string];
  /** Something of one detail (its documents, invoices, a file): under `detail(id)`. */
  detailPart: (
    id: number | string,
    part: string,
    ...params: readonly unknown[]
  ) => readonly [TArea, 'detail', number | string, string, ...unknown[]];
  /** A look-up list of the area (categories, warehouses, options), under `all`. */
  lookup: (
    name: string,
    ...params: readonly unknown[]
  ) => readonly [TArea, 'lookup', string, ...unknown[]];
};

/** Builds the key helpers for `area`, e.g. `createQueryKeys('rentals')`. */
export function createQueryKeys<TArea extends string>(area: TArea): TQueryKeys<TArea> {
  return {
    all: [area] as const,
    lists: () => [area, 'list'] as const,
    list: (params) => [area, 'list', params] as const,
    details: () => [area, 'detail'] as const,
    detail: (id) => [area, 'detail', id] as const,
    detailPart: (id, part, ...params) => [area, 'detail', id, part, ...params] as const,
    lookup: (name, ...params) => [area, 'lookup', name, ...params] as const,
  };
}
