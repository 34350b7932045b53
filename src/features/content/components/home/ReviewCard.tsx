import type { CustomerReview } from '@/features/content/content-data/customer-reviews';

export default function ReviewCard({ review }: { review: CustomerReview }) {
  return (
    <figure className="review-card">
      <p className="review-card__stars" aria-label="Rated 5 out of 5">
        ★★★★★
      </p>
      <blockquote className="review-card__quote">
        <p>{review.quote}</p>
      </blockquote>
      <figcaption className="review-card__author">
        <img src={review.avatar} alt="" width={48} height={48} loading="lazy" />
        <span>
          <span className="review-card__name">{review.name}</span>
          <span className="review-card__meta">
            {review.purchase} · {review.city}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
