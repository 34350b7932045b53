import { useEffect, useSyncExternalStore } from 'react';

/*
 * Screens that have nothing of their own to show and wait for the network (never opened on this device): each says so
 * while it is mounted, and the offline banner says so once for the page, rather than guessing from every query in the
 * cache (a badge's query waiting does not make a screen of saved listings "never opened").
 */

let waiting = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  waiting += by;
  for (const listener of listeners) listener();
}

/** While the calling component is mounted, the page counts as waiting for the network. */
export function useWaitingForNetwork(): void {
  useEffect(() => {
    changed(1);
    return () => changed(-1);
  }, []);
}

/** Whether a screen on view waits for the network with nothing saved to show. */
export function useScreenWaitsForNetwork(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting > 0,
    () => false,
  );
}
