import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ListingCondition from '@/features/catalogue/components/condition/ListingCondition';

/* The product page's Condition fact: one scale, never "Good" beside "EX+ Excellent Plus". */

describe('ListingCondition', () => {
  it('shows a graded listing by its grade only', () => {
    const { container } = render(<ListingCondition product={{ condition: 'Good', grade: 'EX+' }} />);
    expect(container.textContent).toBe('Grade EX+ Excellent Plus');
  });

  it("shows an ungraded listing by the seller's condition", () => {
    const { container } = render(<ListingCondition product={{ condition: 'Fair', grade: null }} />);
    expect(container.textContent).toBe('Fair');
  });
});
