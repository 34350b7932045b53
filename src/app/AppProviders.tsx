import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import SessionProvider from '../lib/session/SessionProvider';
import OfflineQueryProvider from '../offline/OfflineQueryProvider';

/** The query client (with its offline read cache and outbox) and the session, for both frames. */
export default function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <OfflineQueryProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </OfflineQueryProvider>
  );
}
