import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, type ReactNode } from 'react';
import { keepDealsOnDevice } from './deals/keep-deals';
import { startOutboxSender } from './outbox/outbox-sender';
import { watchOutbox } from './outbox/watch-outbox';
import { forgetPersonalDataOnUserChange } from './persistence/forget-personal-data';
import { persistWhenHidden } from './persistence/persist-when-hidden';
import { persistOptions } from './persistence/query-persistence';

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
      watchOutbox(client),
      keepDealsOnDevice(client),
      startOutboxSender(),
      forgetPersonalDataOnUserChange(client),
      persistWhenHidden(client),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client]);

  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
