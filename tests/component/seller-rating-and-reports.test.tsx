import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import ReportedItemsTable from '@/features/admin/components/reported-items/ReportedItemsTable';
import SellerRating from '@/features/catalogue/components/SellerRating';

/* Two of the smaller findings: the product page's seller rating for screen readers, and who a report came from. */

describe('the seller rating', () => {
  it('is read as one image named by the rating, with no ARIA misuse axe calls serious', async () => {
    const { container } = render(<SellerRating rating={{ average: 4.5, count: 2 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 ratings' }).textContent).toBe(
      '★ 4.5 (2 ratings)',
    );
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-roles'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('the reported items table', () => {
  it('heads the reporter\'s column "Reported by"', () => {
    render(
      <ReportedItemsTable
        items={[
          {
            _id: 'r1',
            productId: 'p1',
            productName: 'Leica M6',
            productImg: '/uploads/photo.webp',
            sellerName: 'Sam Seller',
            sellerEmail: 'sam@example.test',
            phone: '+1 206 555 0100',
            reportedUserEmail: 'bea@example.test',
            reportedUserPhone: '+1 206 555 0199',
            reason: 'Photos are of another camera',
            createdAt: '2026-11-20T12:00:00.000Z',
          },
        ]}
        renderActions={() => null}
      />,
    );
    const headers = within(screen.getByRole('table', { name: 'Reported items' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Product', 'Seller Info', 'Reported by', 'Action']);
  });
});
