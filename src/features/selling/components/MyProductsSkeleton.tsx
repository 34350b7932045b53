import Skeleton from '../../../components/Skeleton';

/** Placeholder cards while the seller's listings load. */
export default function MyProductsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" className="my-products-skeleton">
      <span className="visually-hidden">Loading your products…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="my-products-skeleton__row" aria-hidden="true">
          <Skeleton width={72} height={54} />
          <div className="my-products-skeleton__text">
            <Skeleton width="55%" height="1rem" />
            <Skeleton width="30%" height="0.8rem" />
          </div>
          <Skeleton width={140} height={38} className="my-products-skeleton__button" />
        </div>
      ))}
    </div>
  );
}
