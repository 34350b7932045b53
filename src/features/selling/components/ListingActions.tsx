import type { Product } from '@contract/catalogue';

interface ListingActionsProps {
  product: Product;
  advertising: boolean;
  deleting: boolean;
  onAdvertise: () => void;
  onUpdate: () => void;
  onDelete: () => void;
}

const SOLD_REASON = 'Sold: this listing is the record of a sale, so it can no longer be changed.';

/**
 * The spec's Action column: Click to Advertise (or a disabled Already Advertised), Update and Delete. Advertising is
 * for verified sellers only: until then the column says so (VerificationNotice explains). A sold listing shows its
 * status where the advertise button was.
 */
export default function ListingActions(props: ListingActionsProps) {
  const { product, advertising, deleting, onAdvertise, onUpdate, onDelete } = props;
  const sold = product.availability === 'sold';
  const advertised = product.status === 'Advertised';
  const reasonId = `sold-reason-${product._id}`;
  const describedBy = sold ? reasonId : undefined;
  const tooltip = sold ? SOLD_REASON : undefined;

  return (
    <div className="listing-actions">
      <span className="listing-actions__buttons" title={tooltip}>
        {sold ? (
          <span className="listing-action listing-action--status">Sold</span>
        ) : advertised ? (
          <button type="button" className="ss-button listing-action listing-action--advertised" disabled>
            Already Advertised
          </button>
        ) : !product.sellerVerified ? (
          <span className="listing-action listing-action--status listing-action--waiting">Advertise once verified</span>
        ) : (
          <button type="button" className="ss-button listing-action" disabled={advertising} onClick={onAdvertise}>
            {advertising ? 'Advertising…' : 'Click to Advertise'}
          </button>
        )}
        <button
          type="button"
          className="ss-button ss-button--ghost listing-action"
          aria-label={`Update ${product.name}`}
          disabled={sold}
          aria-describedby={describedBy}
          onClick={onUpdate}
        >
          Update
        </button>
        <button
          type="button"
          className="ss-button ss-button--ghost listing-action listing-action--danger"
          aria-label={`Delete ${product.name}`}
          disabled={sold || deleting}
          aria-describedby={describedBy}
          onClick={onDelete}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      </span>
      {sold ? (
        <p id={reasonId} className="listing-actions__reason">
          {SOLD_REASON}
        </p>
      ) : null}
    </div>
  );
}
