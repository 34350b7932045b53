import './price-drop-badge.css';

/** The pill saying a listing's asking price went down (see Price, and the photo corner of ProductCard). */
export default function PriceDropBadge({ className }: { className?: string }) {
  return <span className={className ? `price-drop-badge ${className}` : 'price-drop-badge'}>Price drop</span>;
}
