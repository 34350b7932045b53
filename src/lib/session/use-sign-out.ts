import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PERSONAL_QUERY_ROOT } from './personal-query-key';
import { endSession } from './session-store';

/** Ends the session here and at Firebase, and drops the user's cached data. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    endSession();
    queryClient.removeQueries({ queryKey: [PERSONAL_QUERY_ROOT] });
    const { signOutOfFirebase } = await import('../firebase');
    await signOutOfFirebase().catch(() => undefined);
  }, [queryClient]);
}
