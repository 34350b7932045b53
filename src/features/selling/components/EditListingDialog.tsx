import toast from 'react-hot-toast';
import type { Product } from '@contract/catalogue';
import { useModalDialog } from '@/components/use-modal-dialog';
import { listingUpdateSchema } from '@contract/selling';
import { useUpdateProduct } from '../api/update-product';
import { listingChanges } from '../lib/listing-changes';
import type { WrittenListing } from '../lib/listing-form-schema';
import { listingFormFromProduct } from '../lib/listing-form-state';
import { uploadedOnly } from '../lib/photo-list';
import ListingForm from './ListingForm';
import './edit-listing-dialog.css';

interface EditListingDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** Update: the add form in a modal dialog, prefilled; only the changed fields are sent. */
export default function EditListingDialog({ product, onClose }: EditListingDialogProps) {
  const dialogRef = useModalDialog(product !== null);
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
    <dialog
      ref={dialogRef}
      className="edit-listing"
      aria-labelledby="edit-listing-title"
      onClose={() => product && onClose()}
    >
      {product ? (
        <div className="edit-listing__body">
          <header className="edit-listing__header">
            <h2 id="edit-listing-title" className="edit-listing__title">
              Update {product.name}
            </h2>
            <button type="button" className="edit-listing__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
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
        </div>
      ) : null}
    </dialog>
  );
}
