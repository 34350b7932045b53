import Skeleton from '@/components/Skeleton';
import './order-form.css';

export default function OrderFormSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading the order form…</span>
      <Skeleton width="min(520px, 90%)" height="2.2rem" className="order-skeleton__heading" />
      <div className="order-layout" aria-hidden="true">
        <Skeleton className="order-skeleton__photo" height="auto" />
        <div className="order-form">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="48px" />
          ))}
        </div>
      </div>
    </div>
  );
}
