import toast from 'react-hot-toast';
import type { Product } from '@contract/catalogue';
import { listingUpdateSchema } from '@contract/selling';
import { useUpdateProduct } from '../api/update-product';
import { listingChanges } from '../lib/listing-changes';
import type { WrittenListing } from '../lib/listing-form-schema';
import { listingFormFromProduct } from '../lib/listing-form-state';
import { uploadedOnly } from '../lib/photo-list';
import ListingDialog from './ListingDialog';
import ListingForm from './ListingForm';

interface EditListingDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** Update: the add form in a modal dialog, prefilled; only the changed fields are sent. */
export default function EditListingDialog({ product, onClose }: EditListingDialogProps) {
  const updateProduct = useUpdateProduct();

  const save = async (edited: WrittenListing) => {
    if (!product) return;
    // Update needs the connection, so every photo is uploaded by now.
    const changes = listingChanges(product, { ...edited, images: uploadedOnly(edited.images) });
    const checked = listingUpdateSchema.safeParse(changes);
    if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Change at least one field');
    await updateProduct.mutateAsync({ id: product._id, changes: checked.data });
    toast.success('Product Updated');
    onClose();
  };

  return (
    <ListingDialog title={product && `Update ${product.name}`} onClose={onClose}>
      {product ? (
        <ListingForm
          key={product._id}
          initialValues={listingFormFromProduct(product)}
          savedImages={product.images}
          submitLabel="Save changes"
          busyLabel="Saving…"
          networkAction="Saving your changes"
          onSubmit={save}
          onCancel={onClose}
        />
      ) : null}
    </ListingDialog>
  );
}
