import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * React Query assumes it is online until an `offline` event says otherwise, so a page opened with no network
 * would retry failed reads instead of pausing them. This starts it from what the browser knows.
 */
export function followBrowserOnlineStatus(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/**
 * Whether the app is online: the same view that pauses and resumes queries, so an
 * action that needs the network can say so instead of failing.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
