import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app waits to take over, and how to switch to it. Kept apart from the worker's
 * registration so the prompt on the first page does not load workbox-window.
 */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  notify();
}

export function reloadIntoUpdate(): void {
  applyUpdate?.();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => applyUpdate !== null,
    () => false,
  );
}
