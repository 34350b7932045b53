import type { User } from '@contract/users';
import { hasAccess } from '@/lib/session/roles';
import { PROTECTED_ROUTES } from '../protected-routes';

export interface DashboardMenuItem {
  path: string;
  label: string;
  summary: string;
}

/** The dashboard pages this user's role opens, in the order of the route list (spec "Dashboard layout"). */
export function dashboardMenuFor(user: User | null): DashboardMenuItem[] {
  return PROTECTED_ROUTES.flatMap(({ path, access, menu }) =>
    menu && hasAccess(user, access) ? [{ path, ...menu }] : [],
  );
}
