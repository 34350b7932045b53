import { IonApp } from '@ionic/react';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import SessionProvider from '../lib/session/SessionProvider';
import OfflineQueryProvider from '../offline/OfflineQueryProvider';
import AppToaster from './AppToaster';

export default function AppProviders({ children }: { children: ReactNode }) {
  return (
    <OfflineQueryProvider client={queryClient}>
      <SessionProvider>
        <IonApp>{children}</IonApp>
      </SessionProvider>
      <AppToaster />
    </OfflineQueryProvider>
  );
}
