import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import PriceGuide from '@/components/PriceGuide';
import ListingForm from '@/features/selling/components/ListingForm';
import { EMPTY_LISTING_FORM } from '@/features/selling/lib/listing-form-state';
import { answer, resetFakeApi } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/* Issue 31: what the same model sold for here, on a listing's page and in the listing form; nothing below 3 sales. */

beforeEach(() => resetFakeApi());

describe('the price guide', () => {
  it('says the range, the number of sales and the period', async () => {
    answer('GET /api/price-guide?name=Minolta+X-700&brand=Minolta', { body: { sales: 4, low: 180, high: 240 } });
    renderScreen(<PriceGuide name="Minolta X-700" brand="Minolta" />);
    expect((await screen.findByText(/^Sold here for/)).textContent).toBe(
      'Sold here for $180–$240 (4 sales, last 12 months)',
    );
  });

  it('one price when every sale fetched the same', async () => {
    answer('GET /api/price-guide?name=Pentax+MX&brand=Pentax', { body: { sales: 3, low: 150, high: 150 } });
    renderScreen(<PriceGuide name="Pentax MX" brand="Pentax" />);
    expect((await screen.findByText(/^Sold here for/)).textContent).toBe(
      'Sold here for $150 (3 sales, last 12 months)',
    );
  });

  it('shows nothing below 3 sales', async () => {
    answer('GET /api/price-guide?name=Pentax+LX&brand=Pentax', { body: { sales: 2, low: null, high: null } });
    renderScreen(<PriceGuide name="Pentax LX" brand="Pentax" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Sold here/)).toBeNull();
  });

  it('in the listing form, follows the typed name, with the maker it starts with', async () => {
    answer('GET /api/price-guide?name=Minolta+X-700&brand=Minolta', { body: { sales: 5, low: 160, high: 260 } });
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <ListingForm
        initialValues={EMPTY_LISTING_FORM}
        savedImages={[]}
        submitLabel="Publish listing"
        busyLabel="Publishing…"
        networkAction="Publishing"
        worksOffline={false}
        onSubmit={async () => undefined}
      />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Product name' }));
    await user.paste('Minolta X-700');
    expect((await screen.findByText(/^Sold here for/, {}, { timeout: 2000 })).textContent).toBe(
      'Sold here for $160–$260 (5 sales, last 12 months)',
    );
  });
});
