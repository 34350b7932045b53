import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { APP_FRAME_IDS, SITE_PAGE_IDS, SITE_ROUTES, type SitePageId } from '@contract/site-routes';
import NotFoundState from '@/components/NotFoundState';
import { PageAdopted } from '@/lib/page-adopted';
import { usePageHead } from '@/lib/page-head';
import PageErrorBoundary from '../errors/PageErrorBoundary';
import { HandOverTo } from '../frames/frame-switch';
import PageSkeleton from '../layout/PageSkeleton';
import { SITE_PAGES } from './site-pages';

function SitePageRoute({ id }: { id: SitePageId }) {
  const route = SITE_ROUTES[id];
  usePageHead('head' in route ? route.head : undefined);
  const { Component: Page } = SITE_PAGES[id];
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
        <PageAdopted />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * The site frame's routes, from the route table: its pages, the signed-in paths (handed over to the Ionic frame)
 * and, for any other path, the 404 page.
 */
export default function SiteRoutes() {
  return (
    <Routes>
      {SITE_PAGE_IDS.map((id) => (
        <Route key={id} path={SITE_ROUTES[id].path} element={<SitePageRoute id={id} />} />
      ))}
      {APP_FRAME_IDS.map((id) => (
        <Route
          key={id}
          path={SITE_ROUTES[id].path}
          element={
            <HandOverTo frame="app">
              <PageSkeleton />
            </HandOverTo>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <PageErrorBoundary>
            <NotFoundState />
            <PageAdopted />
          </PageErrorBoundary>
        }
      />
    </Routes>
  );
}
