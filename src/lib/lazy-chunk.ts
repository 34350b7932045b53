import { lazy, type ComponentType } from 'react';

/** Resolves when the browser says the connection is back. */
function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * A part of the app loaded on demand, whose file may not have arrived before the signal went (a first visit, before
 * the service worker holds every file): offline, the load waits for the connection and tries again, so the screen
 * keeps its loading state instead of failing. Online, a failed load fails as before (the error boundary offers a
 * reload).
 */
export async function importChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    if (typeof navigator === 'undefined' || navigator.onLine) throw error;
    await whenOnline();
    return load();
  }
}

/** React.lazy over importChunk. */
export function lazyChunk<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() => importChunk(load));
}
