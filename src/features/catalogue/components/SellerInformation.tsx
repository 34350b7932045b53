import type { Product } from '../../../../contract/catalogue';
import VerifiedBadge from './VerifiedBadge';
import './seller-information.css';

interface SellerInformationProps {
  product: Product;
  sellerVerified: boolean;
}

export default function SellerInformation({ product, sellerVerified }: SellerInformationProps) {
  const initial = product.sellerName.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="seller-info">
      <div className="seller-info__identity">
        <span className="seller-info__avatar" aria-hidden="true">
          {initial}
        </span>
        <div>
          <p className="seller-info__name">
            {product.sellerName} <VerifiedBadge verified={sellerVerified} compact />
          </p>
          <p className="seller-info__location">{product.location}</p>
        </div>
      </div>
      <details className="seller-info__contact">
        <summary>Contact Seller</summary>
        <dl>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${product.sellerEmail}`}>{product.sellerEmail}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${product.phone.replace(/[^\d+]/g, '')}`}>{product.phone}</a>
          </dd>
        </dl>
      </details>
    </div>
  );
}
