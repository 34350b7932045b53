import type { QueryClient } from '@tanstack/react-query';
import { persistNow } from './query-persistence';

/** A phone app is closed from the task switcher without warning: store the cache whenever the page hides. */
export function persistWhenHidden(queryClient: QueryClient): () => void {
  const persist = () => void persistNow(queryClient);
  const persistIfHidden = () => {
    if (document.visibilityState === 'hidden') persist();
  };
  document.addEventListener('visibilitychange', persistIfHidden);
  window.addEventListener('pagehide', persist);
  return () => {
    document.removeEventListener('visibilitychange', persistIfHidden);
    window.removeEventListener('pagehide', persist);
  };
}
