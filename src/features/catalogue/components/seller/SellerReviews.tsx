import type { SellerReview, SellerReviewsPage } from '@contract/sellers';
import StateMessage from '@/components/StateMessage';
import { useSellerReviews } from '@/features/catalogue/api/get-seller-reviews';
import { formatReviewDate } from '@/features/catalogue/lib/seller-dates';

function Stars({ stars }: { stars: number }) {
  return (
    <span className="seller-review__stars" role="img" aria-label={`${stars} out of 5 stars`}>
      <span aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(5 - stars)}</span>
    </span>
  );
}

function Review({ review }: { review: SellerReview }) {
  return (
    <li className="seller-review">
      <article>
        <p className="seller-review__top">
          <Stars stars={review.stars} />
          <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
        </p>
        <p className="seller-review__comment">{review.comment}</p>
        <p className="seller-review__by">
          {review.reviewerName} bought {review.productName}
        </p>
      </article>
    </li>
  );
}

/** What buyers wrote, newest first; "Show more reviews" brings older ones. */
export default function SellerReviews({ sellerId, firstPage }: { sellerId: string; firstPage: SellerReviewsPage }) {
  const reviews = useSellerReviews(sellerId, firstPage);
  const items = reviews.data.pages.flatMap((page) => page.items);
  return (
    <section className="seller-page__section" aria-labelledby="seller-reviews-title">
      <h2 id="seller-reviews-title" className="seller-page__section-title">
        Reviews
      </h2>
      {items.length === 0 ? (
        <StateMessage title="No written reviews yet" detail="Buyers review the seller once a deal is completed." />
      ) : (
        <ul className="seller-reviews">
          {items.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      )}
      {reviews.isFetchNextPageError ? (
        <p className="seller-page__error" role="alert">
          Could not load more reviews: {reviews.error?.message}
        </p>
      ) : null}
      {reviews.hasNextPage ? (
        <button
          type="button"
          className="ss-button ss-button--ghost"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? 'Loading reviews…' : 'Show more reviews'}
        </button>
      ) : null}
    </section>
  );
}
