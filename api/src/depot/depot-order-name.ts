// The name of a depot order as its lists show it (api/src/routes/depot/README.md "Depot orders"):
// what kind of order, what it holds and where, short enough for a phone list.
import type { TDepotFormType } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';

/**
 * '<type label> – <article | n artikelen> – <place>': one article shows its name, more show
 * their number; the place is left out when unknown.
 */
export function depotOrderName(
  formType: TDepotFormType,
  articleNames: readonly string[],
  place: string | null,
): string {
  const what =
    articleNames.length === 1 ? (articleNames[0] as string) : `${articleNames.length} artikelen`;
  return [MESSAGES.depotFormTypeLabels[formType], what, place]
    .filter((part): part is string => Boolean(part))
    .join(' – ');
}
