import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { ListingInput } from '@contract/selling';
import { useSession } from '@/lib/session/use-session';
import { useAddProduct } from '../api/add-product';
import ListingForm from '../components/ListingForm';
import { useListingDraft } from '../hooks/use-listing-draft';
import { useSharedPhotos } from '../hooks/use-shared-photos';
import { EMPTY_LISTING_FORM } from '../lib/listing-form-state';

/** /dashboard/add-product (seller): list an item with its photos; then on to My Products (spec). */
export default function AddProductPage() {
  const addProduct = useAddProduct();
  const navigate = useNavigate();
  // Photos shared from the gallery into the installed app (manifest share_target) start the listing.
  const sharedPhotos = useSharedPhotos();
  // What is typed is kept on the device for the signed-in seller until it is published or discarded.
  const userId = useSession().user?._id ?? null;
  const draft = useListingDraft(userId);

  const publish = async (listing: ListingInput) => {
    await addProduct.mutateAsync(listing);
    draft.discard();
    toast.success('Product Added Successfully');
    navigate('/dashboard/my-products');
  };

  return (
    <>
      <h1 className="page-heading">Add a Product</h1>
      <p className="listing-page__intro">
        Good photos and an honest description sell gear fastest. Buyers see your listing once you advertise it from My
        Products.
      </p>
      <ListingForm
        // Another seller signing in (in another tab) starts the form again, from their own draft.
        key={userId ?? 'nobody'}
        initialValues={EMPTY_LISTING_FORM}
        submitLabel="Add Product"
        busyLabel="Adding…"
        networkAction="Publishing"
        onSubmit={publish}
        resetAfterSubmit
        addedFiles={sharedPhotos}
        draft={draft}
      />
    </>
  );
}
