import { useSyncExternalStore } from 'react';
import { getServerSessionState, getSessionState, subscribeToSession, type SessionState } from './session-store';

export type Session = SessionState & { loading: boolean };

/** The current session; re-renders when someone signs in or out, or the user's role changes. */
export function useSession(): Session {
  const state = useSyncExternalStore(subscribeToSession, getSessionState, getServerSessionState);
  return { ...state, loading: state.status === 'loading' };
}
