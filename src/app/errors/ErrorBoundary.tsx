import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ClientErrorReport } from '@contract/client-errors';
import { markPageAdopted } from '@/lib/page-adopted';

interface ErrorBoundaryProps {
  /** Which boundary this is, in the report the server logs. */
  boundary: ClientErrorReport['boundary'];
  /** What shows instead of the part that broke; `retry` renders it again. */
  fallback: (retry: () => void) => ReactNode;
  /** A new value (another page) renders the children again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches an error thrown while rendering the part it holds: the part shows its fallback, the rest of the app
 * keeps working, and the error is reported to the server's log.
 */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> {
    return props.resetKey === state.resetKey ? {} : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A page that broke while being adopted is the app's all the same: presses held for it go to its fallback.
    markPageAdopted();
    // Its code (the HTTP client) loads only when something broke.
    void import('@/lib/report-client-error')
      .then(({ reportClientError }) => reportClientError(this.props.boundary, error, info.componentStack ?? undefined))
      .catch(() => undefined);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
