import type { OfferSide } from '@contract/offers';
import ButtonLink from '@/components/ButtonLink';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import { useOffersQuery } from '../api/get-offers';
import OfferCard from '../components/OfferCard';
import WaitingOffers from '../components/WaitingOffers';
import '../components/offers.css';

/**
 * /dashboard/my-offers (buyer): the offers the buyer made; /dashboard/offers-received (seller): those made on the
 * seller's listings, to accept, decline or counter. Newest first.
 */
export default function OffersPage({ side }: { side: OfferSide }) {
  const buyer = side === 'buyer';
  const offers = useOffersQuery(side);
  return (
    <>
      <h1 className="page-heading">{buyer ? 'My offers' : 'Offers on your gear'}</h1>
      {buyer ? <WaitingOffers /> : null}
      <ListView
        query={offers}
        skeleton={<TableRowsSkeleton label="Loading the offers…" rows={3} button />}
        errorTitle="Could not load the offers"
        empty={
          buyer ? (
            <StateMessage
              title="No offers yet"
              detail="On a listing, choose Make an offer to propose your price to the seller."
              action={<ButtonLink to="/products">Browse products</ButtonLink>}
            />
          ) : (
            <StateMessage
              title="No offers yet"
              detail="When a buyer offers a price for one of your listings, it shows up here to accept, decline or counter."
              action={<ButtonLink to="/dashboard/my-products">See your products</ButtonLink>}
            />
          )
        }
      >
        {(list) => (
          <ul className="offer-cards" aria-label={buyer ? 'Offers you made' : 'Offers received'}>
            {list.map((offer) => (
              <OfferCard key={offer._id} offer={offer} />
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
