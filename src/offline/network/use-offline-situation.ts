import { useScreenWaitsForNetwork } from '@/lib/waiting-for-network';
import { useWaitingWrites } from '../outbox/queued-writes';
import { useReadCacheRestoring } from '../persistence/read-cache-restore';
import type { OfflineSituation } from './offline-banner-text';

export function useOfflineSituation(): OfflineSituation {
  const isRestoring = useReadCacheRestoring();
  // Only a screen that has nothing to show says "never opened": a badge's read waiting does not count.
  const waitingForUnsavedData = useScreenWaitsForNetwork();
  const waiting = useWaitingWrites().described;
  return { pageNeverOpened: !isRestoring && waitingForUnsavedData, waiting };
}
