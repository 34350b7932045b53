import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import { confirmListingDeletion } from '../components/confirm-listing-deletion';
import EditListingDialog from '../components/EditListingDialog';
import ListingActions from '../components/ListingActions';
import MyProductsView from '../components/MyProductsView';

/** /dashboard/my-products (seller): every own listing, sold ones included; advertise, update or delete it. */
export default function MyProductsPage() {
  const myProducts = useMyProducts();
  const advertiseProduct = useAdvertiseProduct();
  const deleteProduct = useDeleteProduct();
  const [editing, setEditing] = useState<Product | null>(null);

  const askToDelete = async (product: Product) => {
    if (await confirmListingDeletion(product.name)) deleteProduct.mutate(product._id);
  };

  return (
    <>
      <header className="my-products-page__header">
        <h1 className="page-heading">My Products</h1>
        <Link to="/dashboard/add-product" className="ss-button my-products-page__add">
          Add Product
        </Link>
      </header>
      <MyProductsView
        query={myProducts}
        renderActions={(product) => (
          <ListingActions
            product={product}
            advertising={advertiseProduct.isPending && advertiseProduct.variables === product._id}
            deleting={deleteProduct.isPending && deleteProduct.variables === product._id}
            onAdvertise={() => advertiseProduct.mutate(product._id)}
            onUpdate={() => setEditing(product)}
            onDelete={() => void askToDelete(product)}
          />
        )}
      />
      <EditListingDialog product={editing} onClose={() => setEditing(null)} />
    </>
  );
}
