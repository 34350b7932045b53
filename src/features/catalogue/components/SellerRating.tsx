import type { RatingSummary } from '@contract/ratings';
import './seller-rating.css';

/** The seller's average from the buyers who completed a deal with them: "★ 4.5 (2 ratings)", or none yet. */
export default function SellerRating({ rating }: { rating: RatingSummary }) {
  if (rating.count === 0) return <span className="seller-rating seller-rating--none">No ratings yet</span>;
  const ratings = rating.count === 1 ? '1 rating' : `${rating.count} ratings`;
  return (
    <span className="seller-rating" role="img" aria-label={`Rated ${rating.average} out of 5 from ${ratings}`}>
      <span aria-hidden="true">
        ★ {rating.average.toFixed(1)} ({ratings})
      </span>
    </span>
  );
}
