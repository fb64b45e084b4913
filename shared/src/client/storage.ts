/**
 * Typed access to the local storage keys of spec 000 §3 (shapes in ARCHITECTURE.md).
 * Every read validates what it finds; broken JSON or a wrong shape reads as "nothing
 * stored", never as a crash. Safe to import where no localStorage exists (the api).
 */
import { z } from 'zod';
import { ZAuthRecord, type TAuthRecord } from '../contract/auth.js';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // why: some browsers throw on access when storage is disabled.
    return null;
  }
}

function readJson(key: string): unknown {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // why: a full or disabled storage must not break the screen; the value is a cache.
  }
}

function remove(key: string): void {
  store()?.removeItem(key);
}

/** get/set/clear of one key whose value is validated by a zod schema. */
export type TJsonStorage<T> = {
  /** The stored value, or null when absent, unreadable or of the wrong shape. */
  get(): T | null;
  set(value: T): void;
  clear(): void;
};

/** Builds typed access to one local storage key. */
export function createJsonStorage<T>(key: string, schema: z.ZodType<T>): TJsonStorage<T> {
  return {
    get() {
      const parsed = schema.safeParse(readJson(key));
      return parsed.success ? parsed.data : null;
    },
    set(value) {
      writeJson(key, value);
    },
    clear() {
      remove(key);
    },
  };
}

export const STORAGE_KEYS = {
  auth: 'auth',
  routesTree: 'routes-tree',
  mainMenu: 'main-menu',
  lastPage: 'last-page',
  filters: 'filters',
  listColumns: 'list-columns',
  scanRemembered: 'scan-remembered',
} as const;

/** The signed-in user's auth record (key `auth`). */
export const authStorage: TJsonStorage<TAuthRecord> = createJsonStorage(
  STORAGE_KEYS.auth,
  ZAuthRecord,
);

export const ZRoutesTree = z.record(z.string(), z.looseObject({ pageTitle: z.string() }));
/** `{ "rentals_active_details": { pageTitle } }`: path segments joined with underscores. */
export type TRoutesTree = z.infer<typeof ZRoutesTree>;
/** The routes tree the breadcrumbs and tab bars read (key `routes-tree`). */
export const routesTreeStorage: TJsonStorage<TRoutesTree> = createJsonStorage(
  STORAGE_KEYS.routesTree,
  ZRoutesTree,
);

export const ZMenuItem = z.object({ path: z.string(), title: z.string() });
/** One item of the user menu. */
export type TMenuItem = z.infer<typeof ZMenuItem>;
/** The user menu (key `main-menu`). */
export const mainMenuStorage: TJsonStorage<TMenuItem[]> = createJsonStorage(
  STORAGE_KEYS.mainMenu,
  z.array(ZMenuItem),
);

const ZLastPage = z.object({ identifier: z.string(), page: z.number().int().min(1) });

/** The last page number of one list (key `last-page`; spec 000 §9). */
export const lastPageStorage = {
  /** The stored page for `identifier`; 1 when another list (or nothing) was stored. */
  get(identifier: string): number {
    const parsed = ZLastPage.safeParse(readJson(STORAGE_KEYS.lastPage));
    return parsed.success && parsed.data.identifier === identifier ? parsed.data.page : 1;
  },
  set(identifier: string, page: number): void {
    writeJson(STORAGE_KEYS.lastPage, { identifier, page: Math.max(1, Math.trunc(page)) });
  },
  clear(): void {
    remove(STORAGE_KEYS.lastPage);
  },
};

/** One filter value as a filter form keeps it. */
export type TFilterValue = string | number | boolean | null | Array<string | number>;
/** The filter values of one list, by field name. */
export type TFilterValues = Record<string, TFilterValue>;

const ZFilterValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
]);
const ZFilterValues = z.record(z.string(), ZFilterValue);
const ZFiltersMap = z.record(z.string(), ZFilterValues);

function readFilters(): Record<string, TFilterValues> {
  const parsed = ZFiltersMap.safeParse(readJson(STORAGE_KEYS.filters));
  return parsed.success ? parsed.data : {};
}

/** Filters kept per list identifier (key `filters`; spec 001 §2.1). */
export const filtersStorage = {
  /** The stored filters of one list, or null. */
  get(identifier: string): TFilterValues | null {
    return readFilters()[identifier] ?? null;
  },
  set(identifier: string, values: TFilterValues): void {
    writeJson(STORAGE_KEYS.filters, { ...readFilters(), [identifier]: values });
  },
  clear(identifier: string): void {
    const { [identifier]: _removed, ...rest } = readFilters();
    writeJson(STORAGE_KEYS.filters, rest);
  },
};

/** A list's own choice of table columns: those shown beyond and hidden from its defaults. */
export type TListColumnChoice = { shown: string[]; hidden: string[] };

const ZListColumnChoice = z.object({
  shown: z.array(z.string()).max(100),
  hidden: z.array(z.string()).max(100),
});
const ZListColumnsMap = z.record(z.string(), ZListColumnChoice);

function readListColumns(): Record<string, TListColumnChoice> {
  const parsed = ZListColumnsMap.safeParse(readJson(STORAGE_KEYS.listColumns));
  return parsed.success ? parsed.data : {};
}

/**
 * The table columns chosen per list identifier (key `list-columns`; ours, issue 23), kept
 * as changes from the list's defaults, so a column a later release adds shows as it says.
 */
export const listColumnsStorage = {
  get(identifier: string): TListColumnChoice | null {
    return readListColumns()[identifier] ?? null;
  },
  set(identifier: string, choice: TListColumnChoice): void {
    writeJson(STORAGE_KEYS.listColumns, { ...readListColumns(), [identifier]: choice });
  },
  clear(identifier: string): void {
    const { [identifier]: _removed, ...rest } = readListColumns();
    writeJson(STORAGE_KEYS.listColumns, rest);
  },
};

/** A cached product (key `product-{id}`); the shape belongs to the area that stores it. */
export const productStorage = {
  get(productId: number | string): unknown {
    return readJson(`product-${productId}`);
  },
  set(productId: number | string, product: unknown): void {
    writeJson(`product-${productId}`, product);
  },
  clear(productId: number | string): void {
    remove(`product-${productId}`);
  },
};

const ZPageTitleEntry = z.object({ name: z.string() });

/** Cached page titles (key `page-title-{type}-{id}`, value `{ name }`). */
export const pageTitleStorage = {
  get(type: string, id: number | string): string | null {
    const parsed = ZPageTitleEntry.safeParse(readJson(`page-title-${type}-${id}`));
    return parsed.success ? parsed.data.name : null;
  },
  set(type: string, id: number | string, name: string): void {
    writeJson(`page-title-${type}-${id}`, { name });
  },
};

/**
 * A code scanned without a connection and never seen before (issue 29), looked up on the
 * next scan page once online: kept here, not in memory, so a reload or closing the app
 * does not lose it, and cleared with the rest of the user's storage on sign-out.
 */
export const scanRememberedStorage: TJsonStorage<{ code: string }> = createJsonStorage(
  STORAGE_KEYS.scanRemembered,
  z.object({ code: z.string().min(1) }),
);

/** Clears all local storage (logout, login page, failed identify: spec 000 §2.1, §4). */
export function clearAllStorage(): void {
  store()?.clear();
}
