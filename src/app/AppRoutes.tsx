import { IonRouterOutlet } from '@ionic/react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import AppPage from './layout/AppPage';
import NotFoundPage from './NotFoundPage';

const HomePage = lazy(() => import('../features/content/pages/HomePage'));
const BlogPage = lazy(() => import('../features/content/pages/BlogPage'));
const AboutPage = lazy(() => import('../features/content/pages/AboutPage'));
const ProductsPage = lazy(() => import('../features/catalogue/pages/ProductsPage'));
const CategoryPage = lazy(() => import('../features/catalogue/pages/CategoryPage'));
const ProductDetailsPage = lazy(() => import('../features/catalogue/pages/ProductDetailsPage'));

interface RouteEntry {
  path: string;
  page: LazyExoticComponent<ComponentType> | ComponentType;
}

// The spec's public routes. Auth, dashboard, order and payment routes arrive with their issues.
const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: HomePage },
  { path: '/products', page: ProductsPage },
  { path: '/category/:id', page: CategoryPage },
  { path: '/blog', page: BlogPage },
  { path: '/about', page: AboutPage },
  { path: '/product/:id', page: ProductDetailsPage },
  { path: '*', page: NotFoundPage },
];

export default function AppRoutes({ outletId }: { outletId: string }) {
  return (
    <IonRouterOutlet id={outletId}>
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
