import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import ErrorState from '../../../components/ErrorState';
import ProductGridSkeleton from '../../../components/ProductGridSkeleton';
import StateMessage from '../../../components/StateMessage';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import WishlistGrid from '../components/wishlist/WishlistGrid';

function MyWishlistContent() {
  const wishlist = useWishlist();
  const removeFromWishlist = useRemoveFromWishlist();

  if (wishlist.isPending) return <ProductGridSkeleton count={4} />;
  if (wishlist.isError) {
    return (
      <ErrorState error={wishlist.error} onRetry={() => void wishlist.refetch()} title="Could not load your wishlist" />
    );
  }
  if (wishlist.data.length === 0) {
    return (
      <StateMessage
        title="Your wishlist is empty"
        detail="Tap Wishlist in a product's menu to keep it here for later."
        action={
          <Link to="/products" className="ss-button">
            Browse products
          </Link>
        }
      />
    );
  }

  const remove = (productId: string) =>
    removeFromWishlist.mutate(productId, {
      onSuccess: () => toast.success('Removed from your wishlist'),
      onError: (error) => toast.error(error.message),
    });
  return <WishlistGrid items={wishlist.data} onRemove={remove} />;
}

/** /dashboard/my-wishlist (buyer): the listings saved with "Wishlist". */
export default function MyWishlistPage() {
  return (
    <>
      <h1 className="page-heading">My Wishlist</h1>
      <MyWishlistContent />
    </>
  );
}
