import { Suspense } from 'react';
import DashboardLayout from '../dashboard/DashboardLayout';
import AppPage from '../AppPage';
import PageSkeleton from '@/app/layout/PageSkeleton';
import type { ProtectedRoute } from '../protected-routes';
import RouteGuard from './RouteGuard';

/** A signed-in route's frame: the site page, the dashboard layout when it belongs there, and its guard. */
export default function ProtectedPage({ route }: { route: ProtectedRoute }) {
  const { path, access, page: Page, inDashboard } = route;
  const guarded = (
    <RouteGuard access={access} path={path}>
      {/* Inside the layout, so the dashboard menu stays put while a page's code loads. */}
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
  return <AppPage>{inDashboard ? <DashboardLayout>{guarded}</DashboardLayout> : guarded}</AppPage>;
}
