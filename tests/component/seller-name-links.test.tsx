import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@contract/offers';
import OfferCard from '@/features/offers/components/OfferCard';
import { resetFakeApi } from './support/fake-api';
import { BUYER } from './support/fixtures';
import { showQuestionThread } from './support/question-thread';
import { renderScreen } from './support/render-screen';

/*
 * Issue 30: every seller name leads to the seller's page, on an offer and in a question thread too, so a buyer can
 * look at who they deal with from wherever the name is shown. Replaced: the server (the HTTP client's transport)
 * and the outbox's storage.
 */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

const SELLER_PAGE_ID = '3b0f6a2c-1d4e-4f5a-8b6c-7d8e9f0a1b2c';

beforeEach(() => resetFakeApi());

describe("a seller's name leads to their page", () => {
  it('on an offer the buyer made', () => {
    const offer: Offer = {
      _id: 'offer-1',
      clientOfferId: 'client-offer-1',
      role: 'buyer',
      productID: 'nikon-fm2',
      productName: 'Nikon FM2',
      productImg: '',
      askingPrice: 300,
      availability: 'available',
      buyerName: 'Bea Buyer',
      sellerName: 'Sam Seller',
      sellerPublicId: SELLER_PAGE_ID,
      amount: 250,
      counterAmount: null,
      status: 'pending',
      expiresAt: '2030-01-02T10:00:00.000Z',
      createdAt: '2030-01-01T10:00:00.000Z',
      orderId: null,
    };
    renderScreen(
      <ul>
        <OfferCard offer={offer} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Sam Seller' }).getAttribute('href')).toBe(`/sellers/${SELLER_PAGE_ID}`);
  });

  it('in the question thread the buyer opens from a listing', async () => {
    showQuestionThread(BUYER, { sellerPublicId: SELLER_PAGE_ID });
    const link = await screen.findByRole('link', { name: 'Sam Seller' });
    expect(link.getAttribute('href')).toBe(`/sellers/${SELLER_PAGE_ID}`);
    expect(link.closest('p')?.textContent).toContain('Ask Sam Seller anything about it before you order.');
  });
});
