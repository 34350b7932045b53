import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

/*
 * The browser may offer installation before React has rendered: listen from the moment this module loads (it
 * is part of the first page), keep the offer, and show our own "Install app" action instead of the mini-infobar.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
  await current.userChoice.catch(() => undefined);
}

export function useInstallOffered(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => offer !== null,
    () => false,
  );
}
