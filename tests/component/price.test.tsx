import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Price from '@/components/Price';

describe('Price', () => {
  it('shows the asking price, formatted (formatPrice has its unit test)', () => {
    render(<Price amount={1299} />);
    expect(screen.getByTestId('price').textContent).toBe('$1,299');
  });

  it('strikes through a higher previous price and marks the drop', () => {
    render(<Price amount={450} previousAmount={520} />);
    expect(screen.getByTestId('previous-price').textContent).toBe('was $520');
    expect(screen.getByText('Price drop')).toBeTruthy();
  });

  it('shows no previous price when it was not higher', () => {
    render(<Price amount={450} previousAmount={450} />);
    expect(screen.queryByTestId('previous-price')).toBeNull();
  });
});
