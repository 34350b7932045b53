import Skeleton from '../../../components/Skeleton';

/** Placeholder rows while the list loads. */
export default function UserTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" className="user-table-skeleton">
      <span className="visually-hidden">Loading accounts…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="user-table-skeleton__row" aria-hidden="true">
          <Skeleton width={44} height={44} className="user-table-skeleton__avatar" />
          <div className="user-table-skeleton__text">
            <Skeleton width="40%" height="1rem" />
            <Skeleton width="60%" height="0.8rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
