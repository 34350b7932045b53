import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type SearchResultsType from '@/features/catalogue/components/search/SearchResults';
import ProductsPage from '@/features/catalogue/pages/ProductsPage';
import { answer, resetFakeApi } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/*
 * Issue 29: a first tap on Filters on a phone answers at once. The sheet is ready (rendered closed) before the tap,
 * and the tap renders the sheet and its button, not the page of results around them.
 */

const resultsRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/catalogue/components/search/SearchResults', async (importOriginal) => {
  const { default: SearchResults } = await importOriginal<{ default: typeof SearchResultsType }>();
  return {
    default: (props: Parameters<typeof SearchResultsType>[0]) => {
      resultsRenders.count += 1;
      return <SearchResults {...props} />;
    },
  };
});

beforeEach(() => {
  resetFakeApi();
  resultsRenders.count = 0;
  // A phone: the media query for the wide layout does not match.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  answer('GET /api/catalogue-filters', { body: { brands: [], mounts: [] } });
  answer('GET /api/products?limit=24', { body: { items: [], nextCursor: null, sort: 'featured' } });
});

describe('the Filters sheet of the products page on a phone', () => {
  it('is in the page, closed, before the first tap, and the tap opens it without rendering the results again', async () => {
    renderScreen(<ProductsPage />, { path: '/products' });
    await waitFor(() => expect(document.querySelector('dialog.sheet-dialog:not([open])')).not.toBeNull());
    await screen.findByRole('heading', { name: /No products/ });
    const rendersBeforeTap = resultsRenders.count;

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));

    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveProperty('open', true);
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
    expect(resultsRenders.count).toBe(rendersBeforeTap);
  });
});
