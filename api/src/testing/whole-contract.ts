// Every export of the contract, core and areas together, for tests that walk every call.
import * as articles from '@portal/shared/contract/articles';
import * as core from '@portal/shared/contract';
import * as depot from '@portal/shared/contract/depot';
import * as management from '@portal/shared/contract/management';
import * as backoffice from '@portal/shared/contract/backoffice';
import * as rentals from '@portal/shared/contract/rentals';
import * as requests from '@portal/shared/contract/requests';
import type { z } from 'zod';

export const WHOLE_CONTRACT = {
  ...core,
  ...rentals,
  ...requests,
  ...articles,
  ...depot,
  ...management,
  ...backoffice,
};

/**
 * The Excel downloads of the contract, each `<NAME>_EXCEL_PATH` with its body schema
 * `Z<Name>ExcelRequest` (they answer a file, so they are routes rather than calls).
 */
export const CONTRACT_EXPORTS: { path: string; body: z.ZodType }[] = Object.entries(
  WHOLE_CONTRACT as Record<string, unknown>,
)
  .filter(([name]) => name.endsWith('_EXCEL_PATH'))
  .map(([name, path]) => {
    const pascal = name
      .replace(/_EXCEL_PATH$/, '')
      .toLowerCase()
      .replace(/(^|_)([a-z])/g, (_, _separator: string, letter: string) => letter.toUpperCase());
    const body = (WHOLE_CONTRACT as Record<string, unknown>)[`Z${pascal}ExcelRequest`];
    if (!body) throw new Error(`${name} has no Z${pascal}ExcelRequest`);
    return { path: path as string, body: body as z.ZodType };
  });
