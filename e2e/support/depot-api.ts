// The depot and product calls as the signed-in user makes them, for what a depot test must
// know before or after it acts: which articles the depot holds enough of, which order a
// request created, and where the order's products stand afterwards.
import type { APIRequestContext } from '@playwright/test';
import { callResponse as call } from './api-call';

export type TDepotCategory = { categoryId: number; parentId: number | null; title: string };
export type TDepotArticle = {
  articleId: number;
  name: string;
  /** The category it is listed under, and that category's ancestors, top first. */
  path: string[];
  /** Products of it in the depot that may be ordered (IN_DEPOT, not reserved). */
  available: number;
};

type TProductRow = {
  productId: number;
  articleName: string;
  depotStatus: string | null;
  enableReservation: number | string;
  productStatus: string;
};

/** Every product of the organisation in the depot (POST /customer/articles/overview). */
async function depotProducts(request: APIRequestContext, token: string): Promise<TProductRow[]> {
  const rows: TProductRow[] = [];
  for (let page = 1; page < 50; page += 1) {
    const answer = await call<{ products: TProductRow[]; totalCount: number }>(
      request,
      token,
      'POST',
      '/customer/articles/overview',
      { tabType: 'depot', filters: { limitOffset: page * 10 - 9, limitRows: 10 } },
    );
    rows.push(...answer.products);
    if (rows.length >= answer.totalCount || answer.products.length === 0) break;
  }
  return rows;
}

/** The depot's articles with how many of each may be ordered now, most available first. */
export async function orderableArticles(
  request: APIRequestContext,
  token: string,
): Promise<TDepotArticle[]> {
  const { categories } = await call<{ categories: TDepotCategory[] }>(
    request,
    token,
    'POST',
    '/global/articles/categories',
    { articleType: 'depot' },
  );
  const byId = new Map(categories.map((category) => [category.categoryId, category]));
  const pathOf = (category: TDepotCategory): string[] => {
    const path: string[] = [];
    for (let at: TDepotCategory | undefined = category; at && path.length < 10;) {
      path.unshift(at.title);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    return path;
  };
  const available = new Map<string, number>();
  for (const product of await depotProducts(request, token)) {
    const free =
      product.depotStatus === 'IN_DEPOT' &&
      product.productStatus !== 'REMOVED' &&
      String(product.enableReservation) !== '1';
    if (free) available.set(product.articleName, (available.get(product.articleName) ?? 0) + 1);
  }
  const articles: TDepotArticle[] = [];
  for (const category of categories) {
    const { articles: listed } = await call<{ articles: { id: number; name: string }[] }>(
      request,
      token,
      'POST',
      '/global/articles/list',
      { categoryId: category.categoryId, articleType: 'DEPOT' },
    );
    for (const article of listed) {
      if (articles.some((known) => known.articleId === article.id)) continue;
      articles.push({
        articleId: article.id,
        name: article.name,
        path: pathOf(category),
        available: available.get(article.name) ?? 0,
      });
    }
  }
  return articles.sort((a, b) => b.available - a.available);
}

export type TDepotCaseDetails = {
  depotCaseId: number;
  name: string;
  depotStatus: string;
  handleDate: string | null;
  customerRequestId: number | null;
  products: { productId: number; name: string; depotStatus: string | null }[];
};

/** GET /customer/depot/details/{id}. */
export function depotCaseDetails(
  request: APIRequestContext,
  token: string,
  depotCaseId: number,
): Promise<{ details: TDepotCaseDetails }> {
  return call(request, token, 'GET', `/customer/depot/details/${depotCaseId}`);
}

/** One page of a depot order tab (POST /customer/depot/cases). */
export async function depotCases(
  request: APIRequestContext,
  token: string,
  tabType: 'pending' | 'archive',
): Promise<{ depotCaseId: number; name: string }[]> {
  const { cases } = await call<{ cases: { depotCaseId: number; name: string }[] }>(
    request,
    token,
    'POST',
    '/customer/depot/cases',
    { tabType, limitOffset: 1, limitRows: 10 },
  );
  return cases;
}

/** The pending order a customer request created (newest TRANSPORT-OUT orders first). */
export async function depotCaseOfRequest(
  request: APIRequestContext,
  token: string,
  customerRequestId: number,
): Promise<TDepotCaseDetails> {
  const { cases } = await call<{ cases: { depotCaseId: number }[] }>(
    request,
    token,
    'POST',
    '/customer/depot/cases',
    { tabType: 'pending', limitOffset: 1, limitRows: 50, formType: 'TRANSPORT-OUT' },
  );
  for (const row of cases.sort((a, b) => b.depotCaseId - a.depotCaseId)) {
    const { details } = await depotCaseDetails(request, token, row.depotCaseId);
    if (details.customerRequestId === customerRequestId) return details;
  }
  throw new Error(`no pending depot order for request ${customerRequestId}`);
}

export type TProductPlace = {
  placement: string | null;
  owner: string | null;
  depotStatus: string | null;
};

/** Where a product stands (GET /customer/articles/details/{id}). */
export async function productPlace(
  request: APIRequestContext,
  token: string,
  productId: number,
): Promise<TProductPlace> {
  const { details } = await call<{ details: TProductPlace }>(
    request,
    token,
    'GET',
    `/customer/articles/details/${productId}`,
  );
  return { placement: details.placement, owner: details.owner, depotStatus: details.depotStatus };
}

export type TLogEntry = {
  createDate: string;
  message: string;
  specification: string;
  name: string;
};

/** The newest lines of a product's history (POST /customer/articles/product/log/overview). */
export async function productLog(
  request: APIRequestContext,
  token: string,
  productId: number,
): Promise<{ log: TLogEntry[]; totalCount: number }> {
  return call(request, token, 'POST', '/customer/articles/product/log/overview', {
    productId,
    filters: { limitOffset: 1, limitRows: 10 },
  });
}
