import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useMemo, type ReactNode } from 'react';
import { keepOutboxEntriesUntilSettled, watchOutbox } from './outbox/watch-outbox';
import { forgetPersonalDataOnUserChange } from './persistence/forget-personal-data';
import { persistWhenHidden } from './persistence/persist-when-hidden';
import { persistOptions } from './persistence/query-persistence';

interface OfflineQueryProviderProps {
  client: QueryClient;
  /**
   * Settles once every persisted mutation's defaults are registered: a restored order or sign-up only knows its
   * key, so the restore waits for it.
   */
  mutationDefaultsRegistered: Promise<void>;
  children: ReactNode;
}

/**
 * React Query with its cache in IndexedDB: screens seen online open offline after the app was closed, and the
 * outbox (paused mutations) survives a restart. Once restored, and whenever the connection returns, the
 * outbox is sent.
 */
export default function OfflineQueryProvider({
  client,
  mutationDefaultsRegistered,
  children,
}: OfflineQueryProviderProps) {
  const options = useMemo(() => {
    // A registration that failed to load must not block the restore (nor let it discard the stored outbox).
    const ready = mutationDefaultsRegistered.catch(() => undefined).then(() => keepOutboxEntriesUntilSettled(client));
    return persistOptions(client, ready);
  }, [client, mutationDefaultsRegistered]);

  useEffect(() => {
    const stops = [watchOutbox(client), forgetPersonalDataOnUserChange(client), persistWhenHidden(client)];
    return () => stops.forEach((stop) => stop());
  }, [client]);

  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={options}
      onSuccess={() => client.resumePausedMutations()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
