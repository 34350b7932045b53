import toast from 'react-hot-toast';
import ListView from '@/components/ListView';
import ProductGridSkeleton from '@/components/ProductGridSkeleton';
import StateMessage from '@/components/StateMessage';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import WishlistGrid from '../components/wishlist/WishlistGrid';
import ButtonLink from '@/components/ButtonLink';

/** /dashboard/my-wishlist (buyer): the listings saved with "Wishlist". */
export default function MyWishlistPage() {
  const wishlist = useWishlist();
  const removeFromWishlist = useRemoveFromWishlist();

  const remove = (productId: string) =>
    removeFromWishlist.mutate(productId, {
      onSuccess: () => toast.success('Removed from your wishlist'),
      onError: (error) => toast.error(error.message),
    });

  return (
    <>
      <h1 className="page-heading">My Wishlist</h1>
      <ListView
        query={wishlist}
        skeleton={<ProductGridSkeleton count={4} />}
        errorTitle="Could not load your wishlist"
        empty={
          <StateMessage
            title="Your wishlist is empty"
            detail="Tap Wishlist in a product's menu to keep it here for later."
            action={<ButtonLink to="/products">Browse products</ButtonLink>}
          />
        }
      >
        {(items) => <WishlistGrid items={items} onRemove={remove} />}
      </ListView>
    </>
  );
}
