import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import ConfirmDialog from '@/components/ConfirmDialog';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import EditListingDialog from '../components/EditListingDialog';
import ListingActions from '../components/ListingActions';
import MyProductsView from '../components/MyProductsView';
import VerificationNotice from '../components/VerificationNotice';

/** /dashboard/my-products (seller): every own listing, sold ones included; advertise, update or delete it. */
export default function MyProductsPage() {
  const myProducts = useMyProducts();
  const advertiseProduct = useAdvertiseProduct();
  const deleteProduct = useDeleteProduct();
  const [editing, setEditing] = useState<Product | null>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);

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
      <MyProductsView
        query={myProducts}
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
