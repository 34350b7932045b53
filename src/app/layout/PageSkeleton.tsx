import ProductGridSkeleton from '@/components/ProductGridSkeleton';
import Skeleton from '@/components/Skeleton';

/** Shown while a page's code loads, so a route never paints blank. */
export default function PageSkeleton() {
  return (
    <>
      <Skeleton width="min(420px, 80%)" height="2.2rem" className="page-skeleton__heading" />
      <ProductGridSkeleton count={4} />
    </>
  );
}
