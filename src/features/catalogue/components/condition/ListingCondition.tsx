import type { Product } from '@contract/catalogue';
import ConditionPill from '@/components/ConditionPill';
import GradePill from '@/components/GradePill';
import { gradeName } from './condition-scale';

/**
 * One condition scale per listing: its grade ("EX+ Excellent Plus") when the seller graded it, else the seller's
 * three-word condition. Never both side by side, where "Good" beside "Excellent Plus" reads as a contradiction.
 */
export default function ListingCondition({ product }: { product: Pick<Product, 'condition' | 'grade'> }) {
  return product.grade ? (
    <>
      <GradePill grade={product.grade} /> {gradeName(product.grade)}
    </>
  ) : (
    <ConditionPill condition={product.condition} />
  );
}
