/**
 * Keeps a page up to date from one of the api's live event streams (issue 41 "Live"): the
 * changes that arrive within a short moment are handed to `onChanges` together (the page
 * invalidates its queries once, not once per change), and the answer says whether the
 * stream is live, so that the page polls slowly (`LIVE_FALLBACK_POLL_MS`) only while it is
 * not. One connection per stream, however many components listen.
 */
import { useEffect, useRef, useState } from 'react';
import {
  subscribeLiveStream,
  type TLiveChange,
  type TLiveStatus,
} from '../../client/live-stream.js';

export type { TLiveStatus };

/** How often a page asks again while its live stream is down (ms). */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/** Changes arriving within this long are handed over together (ms). */
const GATHER_MS = 250;

/**
 * The requests that changed (their ids, each once), or 'all' when the page should refetch
 * everything it shows (the stream (re)connected, or the server may have missed changes).
 */
export type TLiveChanges = { customerRequestIds: readonly number[] } | 'all';

/**
 * Subscribes to the stream at `path` while `isEnabled`; `onChanges` may change between
 * renders. Answers the stream's status.
 */
export function useLiveChanges(
  path: string,
  onChanges: (changes: TLiveChanges) => void,
  isEnabled = true,
): TLiveStatus {
  const [status, setStatus] = useState<TLiveStatus>('connecting');
  const handler = useRef(onChanges);
  useEffect(() => {
    handler.current = onChanges;
  });

  useEffect(() => {
    if (!isEnabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let isAll = false;
    const ids = new Set<number>();
    const deliver = () => {
      timer = null;
      const changes: TLiveChanges = isAll ? 'all' : { customerRequestIds: [...ids] };
      isAll = false;
      ids.clear();
      handler.current(changes);
    };
    const unsubscribe = subscribeLiveStream(path, {
      onChange(change: TLiveChange) {
        if (change === 'all') isAll = true;
        else ids.add(change.customerRequestId);
        timer ??= setTimeout(deliver, GATHER_MS);
      },
      onStatus: setStatus,
    });
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
    };
  }, [path, isEnabled]);

  return isEnabled ? status : 'down';
}

/** The refetch interval of a query a live stream keeps fresh: none while live. */
export function fallbackPollMs(status: TLiveStatus): number | false {
  return status === 'live' ? false : LIVE_FALLBACK_POLL_MS;
}
