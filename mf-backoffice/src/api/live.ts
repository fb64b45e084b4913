/**
 * The back office's live updates (issue 41 "Live"): the staff's event stream of every
 * organisation's requests; a change invalidates the inbox's and the depot orders' lists, that
 * request's page and an open depot order's page, so the open ones ask again at once. Answers the stream's status (pages poll when down).
 */
import { BACKOFFICE_EVENTS_STREAM } from '@portal/shared/contract';
import { useLiveChanges, type TLiveChanges, type TLiveStatus } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from './query-keys';

export function useBackOfficeLive(): TLiveStatus {
  const queryClient = useQueryClient();
  return useLiveChanges(BACKOFFICE_EVENTS_STREAM.path, (changes: TLiveChanges) => {
    if (changes === 'all') {
      void queryClient.invalidateQueries({ queryKey: backOfficeKeys.all });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: backOfficeKeys.lists() });
    // why: a depot move announces its request's id, not the order's: an open order's page
    // asks again on any change (one small call).
    void queryClient.invalidateQueries({
      queryKey: backOfficeKeys.details(),
      predicate: (query) => String(query.queryKey[2]).startsWith('depot-'),
    });
    for (const id of changes.customerRequestIds) {
      void queryClient.invalidateQueries({ queryKey: backOfficeKeys.detail(id) });
    }
  });
}
