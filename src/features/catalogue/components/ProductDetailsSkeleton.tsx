import Skeleton from '@/components/Skeleton';
import './product-details-layout.css';

export default function ProductDetailsSkeleton() {
  return (
    <div className="product-details" role="status">
      <span className="visually-hidden">Loading product…</span>
      <Skeleton className="product-details__photo-skeleton" height="auto" />
      <div className="product-details__skeleton-lines" aria-hidden="true">
        <Skeleton width="80%" height="2rem" />
        <Skeleton width="35%" height="2.2rem" />
        <Skeleton height="9rem" />
        <Skeleton width="60%" height="2.8rem" />
      </div>
    </div>
  );
}
