import Skeleton from '../../../../components/Skeleton';
import './orders-table.css';

/** Placeholder rows while the cart loads. */
export default function OrdersTableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" className="orders-skeleton">
      <span className="visually-hidden">Loading your orders…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="orders-skeleton__row" aria-hidden="true">
          <Skeleton width={96} height={72} className="orders-skeleton__photo" />
          <div className="orders-skeleton__text">
            <Skeleton width="55%" height="1rem" />
            <Skeleton width="30%" height="0.9rem" />
            <Skeleton width="70%" height="0.8rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
