import { useParams } from 'react-router-dom';
import { sellerPageHead } from '@contract/page-head';
import ErrorState from '@/components/ErrorState';
import NotFoundState from '@/components/NotFoundState';
import ProductGrid from '@/components/ProductGrid';
import StateMessage from '@/components/StateMessage';
import WaitingForNetwork from '@/components/WaitingForNetwork';
import { isNotFoundError } from '@/lib/api-error';
import { usePageHead } from '@/lib/page-head';
import { useSeller } from '../api/get-seller';
import SellerPageSkeleton from '../components/seller/SellerPageSkeleton';
import SellerProfileHeader from '../components/seller/SellerProfileHeader';
import SellerReviews from '../components/seller/SellerReviews';
import '../components/seller/seller-page.css';

/** A seller's public page: who they are, what buyers wrote about them, what they sell. No contact details. */
export default function SellerPage() {
  const { sellerId = '' } = useParams();
  const seller = useSeller(sellerId);
  usePageHead(seller.data && sellerPageHead(seller.data));

  if (seller.isPending) {
    if (seller.failureCount > 0) return <WaitingForNetwork onRetry={() => void seller.refetch()} />;
    return <SellerPageSkeleton />;
  }
  if (seller.isError) {
    if (isNotFoundError(seller.error)) {
      return (
        <NotFoundState title="Seller not found" detail="This seller's account was closed, or the link is wrong." />
      );
    }
    return <ErrorState error={seller.error} onRetry={() => void seller.refetch()} title="Could not load this seller" />;
  }

  const profile = seller.data;
  return (
    <div className="seller-page">
      <SellerProfileHeader seller={profile} />
      <SellerReviews sellerId={profile.sellerId} firstPage={profile.reviews} />
      <section className="seller-page__section" aria-labelledby="seller-listings-title">
        <h2 id="seller-listings-title" className="seller-page__section-title">
          For sale by {profile.name}
        </h2>
        {profile.listings.length === 0 ? (
          <StateMessage title="Nothing for sale right now" detail="New listings by this seller show here." />
        ) : (
          <ProductGrid products={profile.listings} label={`Listings by ${profile.name}`} />
        )}
      </section>
    </div>
  );
}
