import { createOpenFlag, useOpenFlag } from '@/lib/open-flag';

/*
 * Whether the phone's side menu is open: opened by the header's menu button or, signed in, its avatar; one menu
 * per frame (SideMenu).
 */

const sideMenu = createOpenFlag();

export const openSideMenu = sideMenu.open;
export const closeSideMenu = sideMenu.close;

export function useSideMenuOpen(): boolean {
  return useOpenFlag(sideMenu);
}
