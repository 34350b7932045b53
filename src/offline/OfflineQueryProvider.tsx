import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { keepDealsOnDevice } from './deals/keep-deals';
import { startOutboxSender } from './outbox/outbox-sender';
import { watchOutbox } from './outbox/watch-outbox';
import { forgetPersonalDataOnUserChange } from './persistence/forget-personal-data';
import { persistWhenHidden } from './persistence/persist-when-hidden';
import { keepReadCache } from './persistence/read-cache-restore';

interface OfflineQueryProviderProps {
  client: QueryClient;
  children: ReactNode;
}

/**
 * React Query with its read cache in IndexedDB, so screens seen online open offline after the app was closed; and
 * the outbox of writes the user waits on, sent from this tab whenever it is this tab's turn.
 */
export default function OfflineQueryProvider({ client, children }: OfflineQueryProviderProps) {
  useEffect(() => {
    const stops = [
      keepReadCache(client),
      watchOutbox(client),
      keepDealsOnDevice(client),
      startOutboxSender(),
      forgetPersonalDataOnUserChange(client),
      persistWhenHidden(client),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
