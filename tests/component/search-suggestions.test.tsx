import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SearchField from '@/components/SearchField';
import { keepListings } from '@device-catalogue/device-listings';
import { listing } from '../unit/support/listing';
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

  it('offline, offer the makers and the models for sale kept on this device', async () => {
    await keepListings(
      [
        listing('f3', 'Nikon F3 HP', { brand: 'Nikon' }),
        listing('f3b', 'Nikon F3 HP', { brand: 'Nikon' }),
        listing('fm2', 'Nikon FM2', { brand: 'Nikon' }),
        listing('f5', 'Nikon F5', { brand: 'Nikon', availability: 'sold' }),
      ],
      Date.now(),
    );
    setConnection(false);
    const user = userEvent.setup({ delay: null });
    renderScreen(<SearchField label="Search gear" value="" onSearch={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Search gear' }), 'ni');
    await vi.waitFor(() => expect(offered()).toEqual(['Nikon', 'Nikon F3 HP', 'Nikon FM2']));
  });
});
