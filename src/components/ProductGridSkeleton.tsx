import Skeleton from './Skeleton';

export default function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading products…</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="skeleton-card">
            <Skeleton className="skeleton-card__photo" height="auto" />
            <div className="skeleton-card__body">
              <Skeleton width="85%" height="1rem" />
              <Skeleton width="40%" height="1.2rem" />
              <Skeleton width="55%" height="0.8rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
