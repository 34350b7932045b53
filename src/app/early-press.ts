declare global {
  interface Window {
    /** index.html's keeper of a press made before the app listened: answers it, and stops keeping presses. */
    takeEarlyPress?: () => HTMLButtonElement | null;
  }
}

/**
 * Presses again the button a visitor pressed on the server's page before the app listened (on a slow connection
 * the page is painted long before its code arrives). Hydration keeps the server's elements, so it is the very button
 * they pressed; one the app replaced is gone, and so is its press.
 */
export function replayEarlyPress(): void {
  const control = window.takeEarlyPress?.();
  if (control?.isConnected) control.click();
}
