import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import SessionProvider from '../lib/session/SessionProvider';
import AppToaster from './AppToaster';
import { registerMutationDefaults } from './register-mutation-defaults';

registerMutationDefaults(queryClient);

export default function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <IonApp>{children}</IonApp>
      </SessionProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
