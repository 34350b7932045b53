import { useSyncExternalStore } from 'react';

/*
 * Whether the phone's side menu is open: opened by the header's menu button or, signed in, its avatar; one menu
 * per frame (SideMenu).
 */

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSideMenu = () => setOpen(true);
export const closeSideMenu = () => setOpen(false);

export function useSideMenuOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
