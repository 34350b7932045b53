import { useSyncExternalStore } from 'react';

/**
 * Whether something (a menu, a sheet) is open, held outside React: the control that opens it and the thing itself
 * read it, and nothing else re-renders when it changes (a first tap on a big page only renders what it opens).
 */
export interface OpenFlag {
  open(): void;
  close(): void;
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createOpenFlag(): OpenFlag {
  let value = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (value === next) return;
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    open: () => set(true),
    close: () => set(false),
    isOpen: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether `flag` is open now; the server renders everything closed. */
export function useOpenFlag(flag: OpenFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.isOpen, () => false);
}
