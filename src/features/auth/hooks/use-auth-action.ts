import { useState } from 'react';
import { errorMessage, logAuthError, OFFLINE_MESSAGE } from '../lib/error-message';
import { useOnlineStatus } from '@/lib/online-status';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Runs one sign-in action at a time, and keeps the message to show in red under the form: plain words for the
 * provider's refusal (its own message stays in the console), the server's message, or a note that the device is
 * offline. `ready` is false until the page is hydrated: the forms' buttons wait for it.
 */
export function useAuthAction() {
  const online = useOnlineStatus();
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>): Promise<void> => {
    if (pending) return;
    if (!navigator.onLine) {
      setError(OFFLINE_MESSAGE);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      logAuthError(cause);
      setError(errorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  return { online, ready, pending, error, setError, run };
}
