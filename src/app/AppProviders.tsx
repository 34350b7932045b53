import { IonApp } from '@ionic/react';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import SessionProvider from '../lib/session/SessionProvider';
import OfflineQueryProvider from '../offline/OfflineQueryProvider';
import AppToaster from './AppToaster';
import { registerMutationDefaults } from './register-mutation-defaults';

// Started before anything renders; the persisted cache is restored once they are all registered.
const mutationDefaultsRegistered = registerMutationDefaults(queryClient);

export default function AppProviders({ children }: { children: ReactNode }) {
  return (
    <OfflineQueryProvider client={queryClient} mutationDefaultsRegistered={mutationDefaultsRegistered}>
      <SessionProvider>
        <IonApp>{children}</IonApp>
      </SessionProvider>
      <AppToaster />
    </OfflineQueryProvider>
  );
}
