import { IonRouterOutlet } from '@ionic/react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import ProtectedPage from './guards/ProtectedPage';
import AppPage from './layout/AppPage';
import NotFoundPage from './NotFoundPage';
import { PROTECTED_ROUTES, type ProtectedRoute } from './protected-routes';

const HomePage = lazy(() => import('../features/content/pages/HomePage'));
const BlogPage = lazy(() => import('../features/content/pages/BlogPage'));
const BlogPostPage = lazy(() => import('../features/content/pages/BlogPostPage'));
const AboutPage = lazy(() => import('../features/content/pages/AboutPage'));
const LegalPage = lazy(() => import('../features/content/pages/LegalPage'));
const ProductsPage = lazy(() => import('../features/catalogue/pages/ProductsPage'));
const CategoryPage = lazy(() => import('../features/catalogue/pages/CategoryPage'));
const ProductDetailsPage = lazy(() => import('../features/catalogue/pages/ProductDetailsPage'));
const SavedForOfflinePage = lazy(() => import('../features/catalogue/pages/SavedForOfflinePage'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));

// The overview shows the dashboard menu, which is read from PROTECTED_ROUTES: listed there, it would import itself.
const DASHBOARD_HOME: ProtectedRoute = {
  path: '/dashboard',
  access: 'signedIn',
  page: lazy(() => import('./dashboard/DashboardHomePage')),
  inDashboard: true,
};

interface RouteEntry {
  path: string;
  page: LazyExoticComponent<ComponentType> | ComponentType;
}

// The spec's public routes. Signed-in routes (dashboard, order, payment) are listed in protected-routes.ts.
const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: HomePage },
  { path: '/products', page: ProductsPage },
  { path: '/category/:id', page: CategoryPage },
  { path: '/blog', page: BlogPage },
  { path: '/blog/:id', page: BlogPostPage },
  { path: '/about', page: AboutPage },
  { path: '/terms', page: LegalPage },
  { path: '/privacy', page: LegalPage },
  { path: '/cookies', page: LegalPage },
  { path: '/product/:id', page: ProductDetailsPage },
  { path: '/saved-for-offline', page: SavedForOfflinePage },
  { path: '/login', page: LoginPage },
  { path: '/register', page: RegisterPage },
  { path: '/forgot-password', page: ForgotPasswordPage },
  { path: '/reset-password', page: ResetPasswordPage },
  { path: '*', page: NotFoundPage },
];

export default function AppRoutes({ outletId }: { outletId: string }) {
  return (
    <IonRouterOutlet id={outletId}>
      {[DASHBOARD_HOME, ...PROTECTED_ROUTES].map((route) => (
        <Route key={route.path} path={route.path} element={<ProtectedPage route={route} />} />
      ))}
      {ROUTES.map(({ path, page: Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <AppPage>
              <Page />
            </AppPage>
          }
        />
      ))}
    </IonRouterOutlet>
  );
}
