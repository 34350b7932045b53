import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False on the server and while the page the server rendered is being hydrated, true from then on. A control only
 * the app can answer waits for it: a login form submitted before then would be sent by the browser itself, as a GET
 * with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
