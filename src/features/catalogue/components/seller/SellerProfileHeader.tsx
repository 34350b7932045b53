import type { SellerProfile } from '@contract/sellers';
import Avatar from '@/components/Avatar';
import { responseTimeText } from '@/features/catalogue/lib/response-time';
import { formatMemberSince } from '@/features/catalogue/lib/seller-dates';
import SellerRating from '../SellerRating';
import VerifiedBadge from '../VerifiedBadge';

/** Who the seller is and what their deals say: name, photo, badge, member since, deals, rating, response time. */
export default function SellerProfileHeader({ seller }: { seller: SellerProfile }) {
  return (
    <header className="seller-page__header">
      <div className="seller-page__identity">
        <Avatar name={seller.name} photoUrl={seller.photoUrl} size={72} />
        <div>
          <h1 className="seller-page__name">{seller.name}</h1>
          <VerifiedBadge verified={seller.verified} />
        </div>
      </div>
      <dl className="seller-page__facts">
        <div>
          <dt>Member since</dt>
          <dd>
            <time dateTime={seller.memberSince}>{formatMemberSince(seller.memberSince)}</time>
          </dd>
        </div>
        <div>
          <dt>Deals completed</dt>
          <dd>{seller.dealsCompleted}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            <SellerRating rating={seller.rating} />
          </dd>
        </div>
        {seller.responseTime ? (
          <div>
            <dt>Usually answers orders</dt>
            <dd>{responseTimeText(seller.responseTime.medianMinutes)}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
