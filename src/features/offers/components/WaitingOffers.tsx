import { formatPrice } from '@contract/format-price';
import { discardQueuedWrite, useQueuedWrites } from '@/offline/outbox/queued-writes';

/** The buyer's offers still on this phone: waiting for a connection, or refused by the server (until dismissed). */
export default function WaitingOffers() {
  const waiting = useQueuedWrites('offer');
  if (waiting.length === 0) return null;
  return (
    <ul className="offer-cards offer-waiting" aria-label="Offers waiting to send">
      {waiting.map((write) => (
        <li key={write.id} className="offer-card">
          <div className="offer-card__text">
            <p className="offer-card__title">Your offer of {formatPrice(Number(write.display.amount))}</p>
            <p className="offer-card__meta">
              {write.refusal
                ? `Not sent: ${write.refusal.message}`
                : 'Waiting to send: it goes by itself when this phone has a connection.'}
            </p>
          </div>
          <div className="offer-card__actions">
            <button
              type="button"
              className="ss-button ss-button--ghost"
              onClick={() => void discardQueuedWrite(write.id)}
            >
              {write.refusal ? 'Dismiss' : 'Discard'}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
