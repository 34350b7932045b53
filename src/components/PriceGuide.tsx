import { formatPrice } from '@contract/format-price';
import { PRICE_GUIDE_MIN_SALES, PRICE_GUIDE_MONTHS } from '@contract/price-guide';
import { usePriceGuide } from '@/lib/price-guide-query';
import './price-guide.css';

/**
 * "Sold here for $180–$240 (3 sales, last 12 months)": what the same model fetched in completed deals here. Nothing
 * while it loads, when it cannot be read, or below PRICE_GUIDE_MIN_SALES sales.
 */
export default function PriceGuide({ name, brand }: { name: string; brand: string }) {
  const { data } = usePriceGuide(name, brand);
  if (!data || data.sales < PRICE_GUIDE_MIN_SALES || data.low === null || data.high === null) return null;
  const range = data.low === data.high ? formatPrice(data.low) : `${formatPrice(data.low)}–${formatPrice(data.high)}`;
  return (
    <p className="price-guide">
      Sold here for <strong>{range}</strong> ({data.sales} sales, last {PRICE_GUIDE_MONTHS} months)
    </p>
  );
}
