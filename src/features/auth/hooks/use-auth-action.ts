import { useState } from 'react';
import { errorMessage, logAuthError, OFFLINE_MESSAGE } from '../lib/error-message';
import { useOnlineStatus } from '@/lib/online-status';

/**
 * Runs one sign-in action at a time, and keeps the message to show in red under the form: plain words for the
 * provider's refusal (its own message stays in the console), the server's message, or a note that the device is
 * offline.
 */
export function useAuthAction() {
  const online = useOnlineStatus();
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

  return { online, pending, error, setError, run };
}
