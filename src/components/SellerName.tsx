import { Link } from 'react-router-dom';
import { sellerPagePath } from '@contract/sellers';

interface SellerNameProps {
  name: string;
  /** The seller's public id; an answer from a replica that has none shows the name alone. */
  publicId: string | undefined;
  className?: string;
}

/** A seller's name, leading to their public page (/sellers/{publicId}) wherever it is shown. */
export default function SellerName({ name, publicId, className }: SellerNameProps) {
  if (!publicId) return <span className={className}>{name}</span>;
  return (
    <Link to={sellerPagePath(publicId)} className={className}>
      {name}
    </Link>
  );
}
