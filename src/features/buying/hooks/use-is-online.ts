import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** React Query's view of the connection: the one that pauses and resumes orders. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}
