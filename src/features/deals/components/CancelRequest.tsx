import type { Order } from '@contract/orders';
import { useOnlineStatus } from '@/lib/online-status';

/**
 * A paid order's open request to cancel, as either side reads it: the asker waits for the other side; the other side
 * may agree (the order is cancelled and the hold released), and a seller who handed the item over says so instead.
 */
export default function CancelRequest({
  order,
  other,
  canAgree,
  busy,
  onAgree,
}: {
  order: Order;
  other: string;
  canAgree: boolean;
  busy: boolean;
  onAgree: () => void;
}) {
  const online = useOnlineStatus();
  const request = order.cancelRequest;
  if (!request) return null;
  const because = request.reason ? `: “${request.reason}”` : '.';
  if (request.by === order.role) {
    return (
      <p className="deal__notice" role="status">
        You asked to cancel. Waiting for {other} to agree; until then the deal stands.
      </p>
    );
  }
  return (
    <div className="deal__notice" role="status">
      <p>
        {other} asks to cancel{because}{' '}
        {order.role === 'seller'
          ? 'Agree, and the hold on their card is released. If you handed the item over, record the hand-over instead: an admin then decides.'
          : 'Agree, and the hold on your card is released. Or meet as planned.'}
      </p>
      {canAgree ? (
        <button type="button" className="ss-button deal__danger" disabled={busy || !online} onClick={onAgree}>
          Agree to cancel
        </button>
      ) : null}
      {online ? null : <p className="deal__offline">You are offline: agreeing needs a connection.</p>}
    </div>
  );
}
