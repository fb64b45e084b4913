// The signed-in user's outbox items, read again whenever any tab or the worker changes one.
import {
  onDeviceDataCleared,
  readOutbox,
  subscribeOutbox,
  type TOutboxItem,
} from '@portal/shared/client';
import { useSession } from '@portal/shared/ui';
import { useEffect, useState } from 'react';

export type TOutboxView = {
  items: TOutboxItem[];
  /** Waiting or refused: what the top bar counts. */
  needsAttention: number;
  isLoaded: boolean;
};

export function useOutbox(): TOutboxView {
  const { auth } = useSession();
  const userId = auth?.userId ?? null;
  const [view, setView] = useState<{ userId: number | null; items: TOutboxItem[] } | null>(null);

  useEffect(() => {
    if (userId === null) return undefined;
    let isCurrent = true;
    const read = () => {
      void readOutbox(userId).then((items) => {
        if (isCurrent) setView({ userId, items });
      });
    };
    read();
    const stopOutbox = subscribeOutbox(read);
    const stopCleared = onDeviceDataCleared(read);
    return () => {
      isCurrent = false;
      stopOutbox();
      stopCleared();
    };
  }, [userId]);

  const items = view && view.userId === userId ? view.items : [];
  return {
    items,
    needsAttention: items.filter((item) => item.state !== 'sent').length,
    isLoaded: view !== null && view.userId === userId,
  };
}
