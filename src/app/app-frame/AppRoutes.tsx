import { IonRouterOutlet } from '@ionic/react';

import { Route } from 'react-router-dom';
import { SITE_ROUTES } from '@contract/site-routes';
import { HandOverTo } from '../frames/frame-switch';
import ProtectedPage from './guards/ProtectedPage';
import { PROTECTED_ROUTES, type ProtectedRoute } from './protected-routes';
import { lazyChunk } from '@/lib/lazy-chunk';

// The overview shows the dashboard menu, which is read from PROTECTED_ROUTES: listed there, it would import itself.
const DASHBOARD_HOME: ProtectedRoute = {
  path: SITE_ROUTES.dashboard.path,
  access: 'signedIn',
  page: lazyChunk(() => import('./dashboard/DashboardHomePage')),
  inDashboard: true,
};

/**
 * The Ionic frame's stack of signed-in screens (the route table's `app` routes). Any other path is a site page:
 * the site frame takes over.
 */
export default function AppRoutes({ outletId }: { outletId: string }) {
  return (
    <IonRouterOutlet id={outletId}>
      {[DASHBOARD_HOME, ...PROTECTED_ROUTES].map((route) => (
        <Route key={route.path} path={route.path} element={<ProtectedPage route={route} />} />
      ))}
      <Route path="*" element={<HandOverTo frame="site" />} />
    </IonRouterOutlet>
  );
}
