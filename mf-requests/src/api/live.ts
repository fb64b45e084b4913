/**
 * The customer's live updates (issue 41 "Live"): the event stream of her own
 * organisation's requests; a change invalidates that request's details and the lists, so
 * an open details page asks again at once. Answers the stream's status (pages poll when down).
 */
import { REQUEST_EVENTS_STREAM } from '@portal/shared/contract';
import { useLiveChanges, type TLiveChanges, type TLiveStatus } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { requestsKeys } from './query-keys';

export function useRequestsLive(): TLiveStatus {
  const queryClient = useQueryClient();
  return useLiveChanges(REQUEST_EVENTS_STREAM.path, (changes: TLiveChanges) => {
    if (changes === 'all') {
      void queryClient.invalidateQueries({ queryKey: requestsKeys.all });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: requestsKeys.lists() });
    for (const id of changes.customerRequestIds) {
      void queryClient.invalidateQueries({ queryKey: requestsKeys.detail(id) });
    }
  });
}
