import type { ReactNode } from 'react';
import StateMessage from '@/components/StateMessage';
import ErrorBoundary from './ErrorBoundary';

/**
 * The last resort, around the whole app: when something outside a page breaks (its frame, a provider), the app
 * says so and offers a reload and the home page, instead of a blank screen. Plain links: no router is assumed.
 */
export default function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      boundary="app"
      fallback={() => (
        <main className="page-main">
          <StateMessage
            role="alert"
            title="Shutterswap ran into a problem"
            detail="The app could not show this screen. Reload the page, or start again from the home page; we have been told about it."
            action={
              <div className="state-message__actions">
                <button type="button" className="ss-button" onClick={() => window.location.reload()}>
                  Reload
                </button>
                <a href="/" className="ss-button ss-button--ghost">
                  Go home
                </a>
              </div>
            }
          />
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
