/**
 * The inbox's tab bar: open, processing and archive, each with how many requests it holds
 * (every organisation), from the stored routes tree when the shell stored one.
 */
import { routesTreeStorage } from '@portal/shared/client';
import type { TInboxCounts } from '@portal/shared/contract/backoffice';
import type { TRequestTab } from '@portal/shared/contract/requests';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import type { TTab } from '@portal/shared/ui/lists';
import { inboxPath } from '../config/backoffice-routes';

export const INBOX_TABS: readonly TRequestTab[] = ['open', 'processing', 'archive'];

export function inboxTabs(to: (path: string) => string, counts: TInboxCounts | undefined): TTab[] {
  const tree = routesTreeStorage.get();
  return INBOX_TABS.map((tab) => {
    const title = tree?.[`backoffice_inbox_${tab}`]?.pageTitle ?? BACKOFFICE_TEXTS.tabs[tab];
    return {
      path: to(inboxPath(tab)),
      title: counts ? `${title} (${counts[tab]})` : title,
    };
  });
}
