import Skeleton from '@/components/Skeleton';

export default function BlogCardSkeletons({ count }: { count: number }) {
  return (
    <div role="status">
      <span className="visually-hidden">Loading posts…</span>
      <div className="blog-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="blog-card">
            <Skeleton height="auto" className="blog-card__image" />
            <div className="blog-card__body">
              <Skeleton width="35%" height="0.8rem" />
              <Skeleton width="80%" height="1.2rem" />
              <Skeleton width="100%" height="4rem" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
