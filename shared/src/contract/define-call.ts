// One description per call (method, path, request and response schema), so that the api
// validates requests and the client parses answers with the very same schemas.
import type { z } from 'zod';

/**
 * Writes that create a customer request accept this header: the same key sent twice
 * (double click, retried request, the outbox after a lost answer) answers the first
 * result and creates nothing new.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 1 view, 2 act; 3 only the back office's administrators (issue 41). */
export type TCallLevel = 1 | 2 | 3;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TCall<
  TParams extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> = {
  method: THttpMethod;
  /** Path below the API base, with `:name` parameters, e.g. `/global/locations/:id`. */
  path: string;
  params: TParams;
  body: TBody;
  /** Schema of the whole envelope of a successful answer. */
  response: TResponse;
  /**
   * The route whose level the caller needs, and that level; null for public calls. A call
   * that serves several pages, the page depending on its body, names them all (`anyOf`):
   * a caller who reaches none is refused before the body is read, whatever it holds, and
   * the call checks the page of the body it got.
   */
  access:
    | { route: string; level: TCallLevel }
    | { anyOf: readonly string[]; level: TCallLevel }
    | 'session'
    | null;
  /**
   * The work lane the call waits in (api work-lanes.ts). A call whose body pages is in the
   * list lane anyway; an aggregate without paging (a chart) names it here.
   */
  lane?: 'list';
};

export function defineCall<
  TParams extends z.ZodType,
  TBody extends z.ZodType,
  TResponse extends z.ZodType,
>(call: TCall<TParams, TBody, TResponse>): TCall<TParams, TBody, TResponse> {
  return call;
}

/** Fills `:name` parameters of a call's path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
