import ProductGridSkeleton from '@/components/ProductGridSkeleton';
import Skeleton from '@/components/Skeleton';

export default function SellerPageSkeleton() {
  return (
    <div className="seller-page" role="status">
      <span className="visually-hidden">Loading seller…</span>
      <div className="seller-page__identity" aria-hidden="true">
        <Skeleton width="72px" height="72px" className="seller-page__avatar-skeleton" />
        <Skeleton width="12rem" height="2rem" />
      </div>
      <Skeleton height="5rem" />
      <ProductGridSkeleton count={4} />
    </div>
  );
}
