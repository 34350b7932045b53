import { useSession } from '@/lib/session/use-session';
import ListingForm from '../components/ListingForm';
import { useListingDraft } from '../hooks/use-listing-draft';
import { usePublishListing } from '../hooks/use-publish-listing';
import { useSharedPhotos } from '../hooks/use-shared-photos';
import type { WrittenListing } from '../lib/listing-form-schema';
import { EMPTY_LISTING_FORM } from '../lib/listing-form-state';

/**
 * /dashboard/add-product (seller): list an item with its photos, with or without a connection; then on to My
 * Products (spec), where a listing added offline waits to publish.
 */
export default function AddProductPage() {
  // Photos shared from the gallery into the installed app (manifest share_target) start the listing.
  const sharedPhotos = useSharedPhotos();
  // What is typed is kept on the device for the signed-in seller until it is published or discarded.
  const userId = useSession().user?._id ?? null;
  const draft = useListingDraft(userId);
  const publishListing = usePublishListing();

  const publish = async (listing: WrittenListing) => {
    await publishListing(listing);
    draft.discard();
  };

  return (
    <>
      <h1 className="page-heading">Add a Product</h1>
      <p className="listing-page__intro">
        Good photos and an honest description sell gear fastest. Your listing is on sale as soon as it is added: buyers
        find it in the inventory, its category and search. Advertising it from My Products (verified sellers) also
        features it on the home page.
      </p>
      <ListingForm
        // Another seller signing in (in another tab) starts the form again, from their own draft.
        key={userId ?? 'nobody'}
        initialValues={EMPTY_LISTING_FORM}
        submitLabel="Add Product"
        busyLabel="Adding…"
        worksOffline
        onSubmit={publish}
        resetAfterSubmit
        addedFiles={sharedPhotos}
        draft={draft}
      />
    </>
  );
}
