import CardGridSkeleton from './CardGridSkeleton';

const CLASSES = {
  grid: 'product-grid',
  card: 'skeleton-card',
  photo: 'skeleton-card__photo',
  body: 'skeleton-card__body',
};
const LINES = [
  ['85%', '1rem'],
  ['40%', '1.2rem'],
  ['55%', '0.8rem'],
] as const;

export default function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return <CardGridSkeleton label="Loading products…" count={count} classes={CLASSES} lines={LINES} />;
}
