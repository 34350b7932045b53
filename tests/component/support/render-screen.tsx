import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';

/**
 * A screen as the app mounts it: the app's own query client (prefilled with what the device kept, when the test
 * says), a router at `path` matching `route`, and the toasts. Toasts live in a module of their own: none from an
 * earlier test answers this one's question.
 */
export function renderScreen(
  element: ReactElement,
  { path = '/', route = path, kept }: { path?: string; route?: string; kept?: (client: QueryClient) => void } = {},
): QueryClient {
  toast.remove();
  const queryClient = createQueryClient();
  kept?.(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}
