import type { ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import Spinner from '@/components/Spinner';
import type { Access } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { loginPath } from '@/lib/session/login-return';
import { decideGuard } from './guard-decision';
import './route-guard.css';

interface RouteGuardProps {
  access: Access;
  /** The route's own pattern: Ionic keeps earlier pages mounted, and only the page on screen may redirect. */
  path: string;
  children: ReactNode;
}

export default function RouteGuard({ access, path, children }: RouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard(session, access);

  if (decision === 'allow') return children;
  if (decision === 'wait') {
    return (
      <div className="route-guard__waiting">
        <Spinner label="Checking your account…" />
      </div>
    );
  }
  if (!matchPath(path, location.pathname)) return null;
  return <Navigate to={loginPath(location)} replace />;
}
