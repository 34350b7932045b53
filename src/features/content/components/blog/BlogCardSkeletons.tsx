import CardGridSkeleton from '@/components/CardGridSkeleton';

const CLASSES = { grid: 'blog-grid', card: 'blog-card', photo: 'blog-card__image', body: 'blog-card__body' };
const LINES = [
  ['35%', '0.8rem'],
  ['80%', '1.2rem'],
  ['100%', '4rem'],
] as const;

export default function BlogCardSkeletons({ count }: { count: number }) {
  return <CardGridSkeleton label="Loading posts…" count={count} classes={CLASSES} lines={LINES} />;
}
