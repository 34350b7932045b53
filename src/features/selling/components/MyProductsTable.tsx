import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import ConditionPill from '@/components/ConditionPill';
import ListPhoto from '@/components/ListPhoto';
import PhoneNumber from '@/components/PhoneNumber';
import Price from '@/components/Price';
import DataTable from '@/components/DataTable';
import './my-products-table.css';

interface MyProductsTableProps {
  products: Product[];
  renderActions: (product: Product) => ReactNode;
}

/**
 * The spec's My Products table: Product (image, name, category), Price (original, asking, condition),
 * Seller Info (location, contact), Stock Availability and Action. Each row is a card on a phone.
 */
export default function MyProductsTable({ products, renderActions }: MyProductsTableProps) {
  return (
    <DataTable
      label="My products"
      className="my-products"
      columns={['Product', 'Price', 'Seller Info', 'Stock Availability', 'Action']}
    >
      {products.map((product) => {
        const sold = product.availability === 'sold';
        return (
          <tr key={product._id} className={sold ? 'my-products__row is-sold' : 'my-products__row'}>
            <th scope="row" className="my-products__product">
              <div className="my-products__product-inner">
                <ListPhoto src={product.thumb} alt={product.name} width={72} className="my-products__photo" />
                <span className="my-products__identity">
                  <Link to={`/product/${product._id}`} className="my-products__name">
                    {product.name}
                  </Link>
                  <span className="my-products__category">{product.category}</span>
                </span>
              </div>
            </th>
            <td className="my-products__price">
              <dl className="my-products__facts">
                <dt>Original</dt>
                <dd>
                  <Price amount={product.originalPrice} />
                </dd>
                <dt>Asking</dt>
                <dd>
                  <Price amount={product.resellPrice} className="my-products__asking" />
                </dd>
              </dl>
              <ConditionPill condition={product.condition} />
            </td>
            <td className="my-products__seller">
              <span className="my-products__location">{product.location}</span>
              {/* Own listings always carry the phone; only visitors' answers leave it out. */}
              <PhoneNumber phone={product.phone ?? ''} className="my-products__phone" />
            </td>
            <td className="my-products__stock">
              <span className={sold ? 'stock-pill stock-pill--sold' : 'stock-pill'}>{sold ? 'Sold' : 'Available'}</span>
            </td>
            <td className="my-products__actions">{renderActions(product)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
