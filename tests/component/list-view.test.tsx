import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';

/*
 * The shared list view with a real React Query query; only the server's answer is replaced, by `server.answer`.
 */

const server = { answer: (): Promise<string[]> => new Promise<string[]>(() => undefined) };

function CameraList() {
  const query = useQuery({ queryKey: ['cameras'], queryFn: () => server.answer() });
  return (
    <ListView
      query={query}
      skeleton={<p role="status">Loading cameras…</p>}
      errorTitle="Could not load the cameras"
      empty={<StateMessage title="No cameras yet" />}
    >
      {(cameras) => (
        <ul aria-label="Cameras">
          {cameras.map((camera) => (
            <li key={camera}>{camera}</li>
          ))}
        </ul>
      )}
    </ListView>
  );
}

function showCameras(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CameraList />
    </QueryClientProvider>,
  );
  return queryClient;
}

function shownCameras(): string[] {
  return within(screen.getByRole('list', { name: 'Cameras' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent!);
}

beforeEach(() => {
  server.answer = () => new Promise<string[]>(() => undefined);
});

describe('ListView', () => {
  it('shows the skeleton until the first answer', () => {
    showCameras();
    expect(screen.getByRole('status').textContent).toBe('Loading cameras…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the list once it arrives', async () => {
    server.answer = () => Promise.resolve(['Canon AE-1 Program', 'Leica M6']);
    showCameras();
    await screen.findByRole('list', { name: 'Cameras' });
    expect(shownCameras()).toEqual(['Canon AE-1 Program', 'Leica M6']);
  });

  it('says the list could not load when the first load fails, and loads it again on Try again', async () => {
    server.answer = () => Promise.reject(new Error('Could not reach Shutterswap. Check your connection.'));
    showCameras();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Could not load the cameras');
    expect(within(alert).getByText('Could not reach Shutterswap. Check your connection.')).toBeTruthy();

    server.answer = () => Promise.resolve(['Nikon FM2']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Cameras' });
    expect(shownCameras()).toEqual(['Nikon FM2']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the rows shown when a background refresh fails', async () => {
    server.answer = () => Promise.resolve(['Canon AE-1 Program', 'Leica M6']);
    const queryClient = showCameras();
    await screen.findByRole('list', { name: 'Cameras' });

    server.answer = () => Promise.reject(new Error('Could not reach Shutterswap. Check your connection.'));
    await act(() => queryClient.refetchQueries({ queryKey: ['cameras'] }));
    // React Query tells the screen in a timer after the request settles; let that render happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(queryClient.getQueryState(['cameras'])?.status).toBe('error');
    expect(shownCameras()).toEqual(['Canon AE-1 Program', 'Leica M6']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty message for an empty list', async () => {
    server.answer = () => Promise.resolve([]);
    showCameras();
    expect((await screen.findByRole('heading')).textContent).toBe('No cameras yet');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
