import './global-styles';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { frameOfPath } from '@contract/site-routes';
import AppProviders from './AppProviders';
import ClientOverlays from './ClientOverlays';
import AppErrorBoundary from './errors/AppErrorBoundary';
import { FrameSwitchContext, type Frame } from './frames/frame-switch';
import FrameSkeleton from './layout/FrameSkeleton';
import SiteFrame from './site/SiteFrame';
import { lazyChunk } from '@/lib/lazy-chunk';

// Ionic and the signed-in screens load only when one of them is opened.
const AppFrame = lazyChunk(() => import('./app-frame/AppFrame'));

type RouterComponent = ComponentType<{ children: ReactNode }>;

function BrowserSiteRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{children}</BrowserRouter>;
}

/**
 * One frame at a time, chosen by the route table for the path shown; a frame's router hands a path of the other
 * over (HandOverTo), and the other frame's router opens it from the browser's history. The switch is a transition:
 * the page on screen stays until the next frame is ready.
 */
function Frames({ SiteRouter }: { SiteRouter: RouterComponent }) {
  const [frame, setFrame] = useState<Frame>(() =>
    typeof window === 'undefined' ? 'site' : frameOfPath(window.location.pathname),
  );
  const switchTo = useCallback((next: Frame) => startTransition(() => setFrame(next)), []);
  return (
    <FrameSwitchContext.Provider value={switchTo}>
      {frame === 'site' ? (
        <SiteRouter>
          <SiteFrame />
        </SiteRouter>
      ) : (
        <Suspense fallback={<FrameSkeleton />}>
          <AppFrame />
        </Suspense>
      )}
    </FrameSwitchContext.Provider>
  );
}

interface AppProps {
  client: QueryClient;
  /** The site frame's router: the browser's history, or on the server the page's URL. */
  SiteRouter?: RouterComponent;
}

/** The whole app, the same in the browser and, for a site page, on the server. */
export default function App({ client, SiteRouter = BrowserSiteRouter }: AppProps) {
  return (
    <AppErrorBoundary>
      <AppProviders client={client}>
        <Frames SiteRouter={SiteRouter} />
        <ClientOverlays />
      </AppProviders>
    </AppErrorBoundary>
  );
}
