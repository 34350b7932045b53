import { useCallback, useEffect, useState } from 'react';
import type { FirebaseAuthHandle } from '@/lib/firebase';

async function importAndLoadFirebaseAuth(): Promise<FirebaseAuthHandle> {
  const { loadFirebaseAuth } = await import('@/lib/firebase');
  return loadFirebaseAuth();
}

/**
 * Starts loading the Firebase Auth SDK as soon as a sign-in page opens, so the Google popup can open right in
 * the click (browsers block popups opened later). `load` waits for it (or retries after a failure).
 */
export function useFirebaseAuth() {
  const [handle, setHandle] = useState<FirebaseAuthHandle | null>(null);

  useEffect(() => {
    importAndLoadFirebaseAuth().then(setHandle, () => {
      // Offline or a hiccup: the next sign-in attempt loads again and reports the problem.
    });
  }, []);

  const load = useCallback(async () => {
    const loaded = await importAndLoadFirebaseAuth();
    setHandle(loaded);
    return loaded;
  }, []);

  return { handle, load };
}
