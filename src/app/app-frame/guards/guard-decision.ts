import { hasAccess, type Access } from '@/lib/session/roles';
import type { SessionState } from '@/lib/session/session-store';

export type GuardDecision = 'wait' | 'allow' | 'redirectToLogin';

/** Spec "Route guards": a spinner while the session loads, the page for the right user, else /login. */
export function decideGuard(session: Pick<SessionState, 'status' | 'user'>, access: Access): GuardDecision {
  if (session.status === 'loading') return 'wait';
  return hasAccess(session.user, access) ? 'allow' : 'redirectToLogin';
}
