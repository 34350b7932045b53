import OffersPage from './OffersPage';

/** /dashboard/offers-received: the offers made on this account's listings. */
export default function OffersReceivedPage() {
  return <OffersPage side="seller" />;
}
