import { formatPrice } from '../lib/format-price';

interface PriceProps {
  amount: number;
  className?: string;
}

export default function Price({ amount, className }: PriceProps) {
  return (
    <span className={className ? `price ${className}` : 'price'} data-testid="price">
      {formatPrice(amount)}
    </span>
  );
}
