import { formatPrice } from '@contract/format-price';
import PriceDropBadge from './PriceDropBadge';
import './price.css';

interface PriceProps {
  amount: number;
  className?: string;
  /** The asking price before its last reduction: shown struck through, with a "Price drop" pill, when higher. */
  previousAmount?: number | null;
  /** Leave the pill out when the caller shows it elsewhere (a card shows it on the photo). */
  hideDropBadge?: boolean;
}

export default function Price({ amount, className, previousAmount, hideDropBadge = false }: PriceProps) {
  const current = (
    <span className={className ? `price ${className}` : 'price'} data-testid="price">
      {formatPrice(amount)}
    </span>
  );
  if (previousAmount === undefined || previousAmount === null || previousAmount <= amount) return current;
  return (
    <span className="price-with-drop">
      {current}
      <s className="price-with-drop__previous" data-testid="previous-price">
        <span className="visually-hidden">was </span>
        {formatPrice(previousAmount)}
      </s>
      {hideDropBadge ? null : <PriceDropBadge />}
    </span>
  );
}
