import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import StateMessage from '@/components/StateMessage';
import { PageAdopted } from '@/lib/page-adopted';
import ErrorBoundary from './ErrorBoundary';

/**
 * A page that breaks while rendering shows why it is empty and the ways on (try again, go home); the header,
 * the menu and the footer keep working. Another page renders afresh.
 */
export default function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      boundary="page"
      resetKey={pathname}
      fallback={(retry) => (
        <>
          <PageAdopted />
          <StateMessage
            role="alert"
            title="This page ran into a problem"
            detail="Something on it failed to show. Try again, or go back to the home page; we have been told about it."
            action={
              <div className="state-message__actions">
                <button type="button" className="ss-button" onClick={retry}>
                  Try again
                </button>
                <Link to="/" className="ss-button ss-button--ghost">
                  Go home
                </Link>
              </div>
            }
          />
        </>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
