import 'fake-indexeddb/auto';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ListView from '@/components/ListView';
import { getJson } from '@/lib/http';
import OfflineBanner from '@/offline/network/OfflineBanner';
import { keepReadCache } from '@/offline/persistence/read-cache-restore';
import { answer, resetFakeApi, setConnection } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/*
 * Finding 7 of issue 27: with no answer from the network, screens stayed on their skeleton for ever with no word;
 * and (finding 9) the "never opened before" banner showed over saved listings because a badge's read was waiting.
 */

function List({ path }: { path: string }) {
  const query = useQuery({ queryKey: ['list', path], queryFn: () => getJson<string[]>(path) });
  return (
    <ListView query={query} skeleton={<p>Loading…</p>} errorTitle="Could not load" empty={<p>Nothing</p>}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListView>
  );
}

/** A read nobody shows a screen for (the menu's unread badge). */
function Badge() {
  useQuery({ queryKey: ['badge'], queryFn: () => getJson('/api/unread-counts') });
  return null;
}

beforeEach(() => resetFakeApi());

describe('a screen whose read finds no network', () => {
  it('says it waits for the network, and the banner says this was never opened', async () => {
    setConnection(false);
    // The app puts back what this phone kept (nothing here) before it can tell a page was never opened.
    renderScreen(
      <>
        <OfflineBanner />
        <List path="/api/wishlist" />
      </>,
      { kept: (client) => void keepReadCache(client) },
    );
    expect(await screen.findByRole('heading', { name: 'Waiting for the network' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect((await screen.findByText(/never opened before/)).textContent).toContain(
      'You are offline and this was never opened before: it will load when you are back online.',
    );
  });

  it('does not say "never opened" over a screen showing what the phone kept, whatever else waits', async () => {
    setConnection(false);
    const client = renderScreen(
      <>
        <OfflineBanner />
        <List path="/api/wishlist" />
        <Badge />
      </>,
      { kept: (client) => client.setQueryData(['list', '/api/wishlist'], ['Leica M6 (saved)']) },
    );
    expect(await screen.findByText('Leica M6 (saved)')).toBeTruthy();
    await vi.waitFor(() => expect(client.getQueryState(['badge'])?.fetchStatus).toBe('paused'), { timeout: 5_000 });
    expect(await screen.findByText(/Pages you have opened or saved for offline still work/)).toBeTruthy();
    expect(screen.queryByText(/never opened before/)).toBeNull();
    answer('GET /api/unread-counts', { body: { messages: 0, questions: 0, notifications: 0 } });
  });
});
