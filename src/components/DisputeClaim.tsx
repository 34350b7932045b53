import type { ProductImage } from '@contract/catalogue';
import { formatWhen } from '@/lib/format-when';
import './dispute-claim.css';

interface Claim {
  openedBy: 'buyer' | 'seller' | 'system';
  openedAt: string;
  reason: string;
  details: string;
  photos: ProductImage[];
}

/** Why a dispute was opened, by whom and when, and the buyer's evidence photos (each opens full size). */
export default function DisputeClaim({ claim }: { claim: Claim }) {
  return (
    <>
      <p className="dispute-claim">
        Opened by the {claim.openedBy} on {formatWhen(claim.openedAt)}: {claim.reason}
        {claim.details ? `. ${claim.details}` : ''}
      </p>
      {claim.photos.length > 0 ? (
        <ul className="dispute-claim__photos" aria-label="Evidence photos">
          {claim.photos.map((photo, index) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumbUrl} alt={`Evidence photo ${index + 1} from the buyer`} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
