import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import ConfirmDialog from '@/components/ConfirmDialog';
import { discardQueuedWrite, useQueuedWrites, type QueuedWrite } from '@/offline/outbox/queued-writes';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import EditListingDialog from '../components/EditListingDialog';
import ListingActions from '../components/ListingActions';
import MyProductsView from '../components/MyProductsView';
import VerificationNotice from '../components/VerificationNotice';
import WaitingListingDialog from '../components/WaitingListingDialog';
import WaitingListings from '../components/WaitingListings';

/**
 * /dashboard/my-products (seller): listings added on this phone and waiting to publish (edit or discard them), then
 * every own listing on the server, sold ones included; advertise, update or delete it.
 */
export default function MyProductsPage() {
  const myProducts = useMyProducts();
  const waiting = useQueuedWrites('listing');
  const [editingWaiting, setEditingWaiting] = useState<QueuedWrite<'listing'> | null>(null);
  const [toDiscard, setToDiscard] = useState<QueuedWrite<'listing'> | null>(null);
  const advertiseProduct = useAdvertiseProduct();
  const deleteProduct = useDeleteProduct();
  const [editing, setEditing] = useState<Product | null>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const confirmDiscard = () => {
    if (toDiscard) void discardQueuedWrite(toDiscard.id);
    setToDiscard(null);
  };

  const confirmDeletion = () => {
    if (toDelete) deleteProduct.mutate(toDelete._id);
    setToDelete(null);
  };

  return (
    <>
      <header className="my-products-page__header">
        <h1 className="page-heading">My Products</h1>
        <Link to="/dashboard/add-product" className="ss-button my-products-page__add">
          Add Product
        </Link>
      </header>
      <VerificationNotice />
      <WaitingListings entries={waiting} onEdit={setEditingWaiting} onDiscard={setToDiscard} />
      <MyProductsView
        query={myProducts}
        waitingToPublish={waiting.length}
        renderActions={(product) => (
          <ListingActions
            product={product}
            advertising={advertiseProduct.isPending && advertiseProduct.variables === product._id}
            deleting={deleteProduct.isPending && deleteProduct.variables === product._id}
            onAdvertise={() => advertiseProduct.mutate(product._id)}
            onUpdate={() => setEditing(product)}
            onDelete={() => setToDelete(product)}
          />
        )}
      />
      <EditListingDialog product={editing} onClose={() => setEditing(null)} />
      <WaitingListingDialog entry={editingWaiting} onClose={() => setEditingWaiting(null)} />
      <ConfirmDialog
        open={toDiscard !== null}
        question="Discard this listing?"
        detail={
          toDiscard
            ? `“${toDiscard.display.name}” and its photos will be removed from this phone. It was never published.`
            : undefined
        }
        confirmLabel="Discard"
        onConfirm={confirmDiscard}
        onCancel={() => setToDiscard(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        question="Delete this product?"
        detail={toDelete ? `“${toDelete.name}” will be removed from Shutterswap. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDeletion}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
