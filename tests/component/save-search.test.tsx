import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SaveSearch from '@/features/catalogue/components/search/SaveSearch';
import { resetFakeApi, setConnection } from './support/fake-api';
import { fakeOutbox, resetFakeOutbox } from './support/fake-outbox';
import { BUYER } from './support/fixtures';
import { renderScreen } from './support/render-screen';

/*
 * Issue 31: a buyer at a fair with no signal saves a search like every other write: it waits on the phone and is sent
 * when the connection is back, instead of a button that needs a connection. Replaced: the server (the HTTP client's
 * transport) and the outbox's storage.
 */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

const QUERY = 'q=leica+m6&maxPrice=1500';

function showSaveSearch() {
  renderScreen(<SaveSearch query={QUERY} label="Search “leica m6”, up to $1,500" />, {
    path: `/products?${QUERY}`,
    route: '/products',
  });
}

beforeEach(() => {
  resetFakeApi();
  resetFakeOutbox(BUYER);
});

describe('Save search', () => {
  it('with no signal, keeps the search on the phone and says it is sent when the connection is back', async () => {
    const user = userEvent.setup();
    setConnection(false);
    fakeOutbox.nextOutcome = { result: 'waiting', reason: 'No connection.' };
    showSaveSearch();
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Search kept on this phone: it is saved when you are back online.',
    );
    expect(fakeOutbox.submitted.map(({ id, kind, ownerId, request }) => ({ id, kind, ownerId, request }))).toEqual([
      {
        id: `saved-search:${QUERY}`,
        kind: 'saved-search',
        ownerId: BUYER._id,
        request: {
          method: 'POST',
          path: '/api/saved-searches',
          body: { query: QUERY, label: 'Search “leica m6”, up to $1,500' },
        },
      },
    ]);
  });

  it('online, says it is saved once the server has it', async () => {
    const user = userEvent.setup();
    fakeOutbox.nextOutcome = {
      result: 'sent',
      answer: {
        acknowledged: true,
        alreadySaved: false,
        savedSearch: {
          _id: 's1',
          query: QUERY,
          label: 'Search “leica m6”, up to $1,500',
          createdAt: '2026-12-03T10:00:00.000Z',
        },
      },
    };
    showSaveSearch();
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '✓ Search saved: new listings it finds show in your notifications. Saved searches',
    );
  });
});
