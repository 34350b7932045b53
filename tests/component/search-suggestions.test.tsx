import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SearchField from '@/components/SearchField';
import { answer, resetFakeApi, setConnection } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/* Issue 31: a search box offers makers and models while a buyer types, and a picked one is searched for at once. */

beforeEach(() => resetFakeApi());

/** The browser's suggestion list of the field (a <datalist>): its options' values. */
function offered(): string[] {
  const input = screen.getByRole('combobox', { name: 'Search gear' }) as HTMLInputElement;
  return Array.from(input.list?.querySelectorAll('option') ?? [], (option) => option.value);
}

describe('search suggestions', () => {
  it('offer the maker the word starts, then the models for sale', async () => {
    answer('GET /api/search-suggestions?q=lei', { body: ['Leica M6', 'Leica M3'] });
    const user = userEvent.setup({ delay: null });
    renderScreen(<SearchField label="Search gear" value="" onSearch={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Search gear' }), 'lei');
    await vi.waitFor(() => expect(offered()).toEqual(['Leica', 'Leica M6', 'Leica M3']));
  });

  it('offline, still offer the makers', async () => {
    setConnection(false);
    const user = userEvent.setup({ delay: null });
    renderScreen(<SearchField label="Search gear" value="" onSearch={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Search gear' }), 'ni');
    await vi.waitFor(() => expect(offered()).toEqual(['Nikon']));
  });
});
