import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import PriceRangeFields from '@/features/catalogue/components/search/PriceRangeFields';

/*
 * Found offline at the fair (issue 27's journey): typing a minimum, then a maximum at once, lost the maximum. Leaving
 * the minimum applies it, and when the search came back with it, both fields were reset to what was applied.
 */

type Range = { minPrice: number | undefined; maxPrice: number | undefined };

/** The search as the page holds it: a range applied a moment after it is asked for, like a URL change. */
function SearchWithRange({ pending }: { pending: Range[] }) {
  const [range, setRange] = useState<Range>({ minPrice: undefined, maxPrice: undefined });
  (SearchWithRange as unknown as { apply: () => void }).apply = () => {
    const next = pending.shift();
    if (next) setRange(next);
  };
  return (
    <>
      <PriceRangeFields {...range} onChange={(next) => pending.push(next)} />
      <button type="button" onClick={() => setRange({ minPrice: undefined, maxPrice: undefined })}>
        Clear all
      </button>
    </>
  );
}
const field = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const applyPending = () => act(() => (SearchWithRange as unknown as { apply: () => void }).apply());

describe('PriceRangeFields', () => {
  it('keeps a maximum being typed when the minimum just left is applied', async () => {
    const user = userEvent.setup();
    const pending: Range[] = [];
    render(<SearchWithRange pending={pending} />);
    await user.type(field('Min price'), '1400');
    await user.click(field('Max price'));
    expect(pending).toEqual([{ minPrice: 1400, maxPrice: undefined }]);
    await user.keyboard('18');
    applyPending();
    await user.keyboard('00');
    expect(field('Min price').value).toBe('1400');
    expect(field('Max price').value).toBe('1800');

    // Leaving the field and pressing Apply each ask for the range.
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(pending.at(-1)).toEqual({ minPrice: 1400, maxPrice: 1800 });
  });

  it('shows the range in effect when it is cleared from outside', async () => {
    const user = userEvent.setup();
    const pending: Range[] = [];
    render(<SearchWithRange pending={pending} />);
    await user.type(field('Min price'), '200');
    await user.type(field('Max price'), '900');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    applyPending();
    applyPending();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(field('Min price').value).toBe('');
    expect(field('Max price').value).toBe('');
  });
});
