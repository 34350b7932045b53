import Skeleton from '../../../../components/Skeleton';
import './reported-items.css';

export default function ReportedItemsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" className="reported-skeleton">
      <span className="visually-hidden">Loading reported items…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="reported-skeleton__row" aria-hidden="true">
          <Skeleton width={80} height={60} className="reported-skeleton__photo" />
          <div className="reported-skeleton__text">
            <Skeleton width="45%" height="1rem" />
            <Skeleton width="70%" height="0.8rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
