import { Suspense } from 'react';
import type { Order } from '@contract/orders';
import Skeleton from '@/components/Skeleton';
import { handoverLink } from '../lib/handover-check';
import { lazyChunk } from '@/lib/lazy-chunk';

const HandoverQr = lazyChunk(() => import('./HandoverQr'));

/**
 * The seller's side of the hand-over: the code (and its QR) to show the buyer once they have checked the item.
 * Kept on the phone since the order was paid, so it shows with no signal.
 */
export default function HandoverCode({ order }: { order: Order }) {
  if (!order.handoverCode) return null;
  const spaced = `${order.handoverCode.slice(0, 3)} ${order.handoverCode.slice(3)}`;
  return (
    <section className="handover" aria-labelledby="handover-code-title">
      <h2 id="handover-code-title" className="deal__section-title">
        Hand-over code
      </h2>
      <p>
        When you meet, let {order.buyerName} check the item. Once they are happy, show them this code: they enter it (or
        scan the QR) on their phone, and the payment is yours. It works with no signal on either phone.
      </p>
      <p className="handover__code" aria-label={`Hand-over code ${order.handoverCode.split('').join(' ')}`}>
        {spaced}
      </p>
      <Suspense fallback={<Skeleton width={220} height={220} />}>
        <HandoverQr link={handoverLink(window.location.origin, order._id, order.handoverCode)} />
      </Suspense>
    </section>
  );
}
