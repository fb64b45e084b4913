// The connection as the API client finds it (@portal/shared/client connection-state.ts).
import { getConnectionState, subscribeConnectionState } from '@portal/shared/client';
import { useSyncExternalStore } from 'react';

export function useConnectionState() {
  return useSyncExternalStore(subscribeConnectionState, getConnectionState, getConnectionState);
}
