import { whenPageAdopted } from '@/lib/page-adopted';

declare global {
  interface Window {
    /** index.html's keeper of a press made before the app listened: answers it, and stops keeping presses. */
    takeEarlyPress?: () => HTMLButtonElement | null;
  }
}

/**
 * Presses again the button a visitor pressed on the server's page before the app adopted it (on a slow connection
 * the page is painted long before its code arrives, and React cannot answer a press on a part whose code is still
 * loading). Hydration keeps the server's elements, so it is the very button they pressed; one the app replaced is
 * gone, and so is its press.
 */
export function replayEarlyPress(): void {
  void whenPageAdopted().then(() => {
    const control = window.takeEarlyPress?.();
    if (control?.isConnected) control.click();
  });
}
