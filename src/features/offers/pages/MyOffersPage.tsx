import OffersPage from './OffersPage';

/** /dashboard/my-offers: the offers this account made (a seller buys too). */
export default function MyOffersPage() {
  return <OffersPage side="buyer" />;
}
