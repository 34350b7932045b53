import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import FilterPanel from '@/features/catalogue/components/search/FilterPanel';
import { NO_FILTERS, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import { answer, resetFakeApi } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/* The search's filters offer the types, and the brands and mounts the listings for sale hold (issue 31, finding 5). */

beforeEach(() => {
  resetFakeApi();
  answer('GET /api/catalogue-filters', {
    body: {
      brands: [
        { name: 'Canon', count: 4 },
        { name: 'Minolta', count: 2 },
        { name: 'Sigma', count: 1 },
        { name: 'Yashica', count: 1 },
        { name: 'Other', count: 3 },
      ],
      mounts: [
        { name: 'Canon EF', count: 1 },
        { name: 'Leica M', count: 2 },
      ],
    },
  });
});

function showPanel(filters: SearchFilters = NO_FILTERS) {
  const onChange = vi.fn<(next: SearchFilters) => void>();
  renderScreen(<FilterPanel filters={filters} onChange={onChange} onExplainGrades={() => undefined} />);
  return onChange;
}

const group = (name: string) => screen.getByRole('group', { name });
const boxes = (name: string) =>
  within(group(name))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('the filter panel', () => {
  it('offers the brands and mounts of the listings for sale, Minolta and Yashica included', async () => {
    showPanel();
    expect(await screen.findByRole('checkbox', { name: 'Minolta' })).toBeTruthy();
    expect(boxes('Brand')).toEqual(['Canon', 'Minolta', 'Sigma', 'Yashica', 'Other']);
    expect(boxes('Lens mount')).toEqual(['Canon EF', 'Leica M']);
    expect(boxes('Type')).toEqual(['Cameras', 'Lenses', 'Accessories']);
  });

  it('narrows the search to lenses of a mount', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = showPanel({ ...NO_FILTERS, types: ['lens'] });
    await user.click(await screen.findByRole('checkbox', { name: 'Leica M' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, types: ['lens'], mounts: ['Leica M'] });
    await user.click(screen.getByRole('checkbox', { name: 'Accessories' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, types: ['lens', 'accessory'] });
  });

  it('keeps a chosen brand no listing holds any more, so it can be unticked', async () => {
    showPanel({ ...NO_FILTERS, brands: ['Hasselblad'] });
    await screen.findByRole('checkbox', { name: 'Minolta' });
    expect((screen.getByRole('checkbox', { name: 'Hasselblad' }) as HTMLInputElement).checked).toBe(true);
  });
});
