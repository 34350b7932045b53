import type { Order } from '@contract/orders';
import EmailAddress from '@/components/EmailAddress';
import ListPhoto from '@/components/ListPhoto';
import OrderStatusPill from '@/components/OrderStatusPill';
import PhoneNumber from '@/components/PhoneNumber';
import SellerName from '@/components/SellerName';
import Price from '@/components/Price';
import { formatWhen } from '@/lib/format-when';

/** What the deal is about and with whom: the item, the other party's contacts, where and when to meet. */
export default function DealSummary({ order }: { order: Order }) {
  const buying = order.role === 'buyer';
  const other = buying
    ? {
        role: 'Seller',
        name: <SellerName name={order.sellerName} publicId={order.sellerPublicId} />,
        email: order.sellerEmail,
        phone: order.sellerPhone,
      }
    : { role: 'Buyer', name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone };
  return (
    <div className="deal__summary">
      <ListPhoto src={order.productImg} width={120} eager />
      <div className="deal__facts">
        <OrderStatusPill order={order} />
        <Price amount={order.productPrice} className="deal__price" />
      </div>
      <dl className="deal__details">
        <dt>{other.role}</dt>
        <dd>
          {other.name} · <EmailAddress email={other.email} />
        </dd>
        <dt>Phone</dt>
        <dd>
          {other.phone ? (
            <PhoneNumber phone={other.phone} />
          ) : (
            <span className="deal__muted">
              {buying ? 'Shown once the seller accepts your order' : 'Shown once you accept the order'}
            </span>
          )}
        </dd>
        <dt>Meeting place</dt>
        <dd>
          {order.meetingPlace}
          {order.meetingAt ? ` · ${formatWhen(order.meetingAt)}` : ''}
        </dd>
      </dl>
    </div>
  );
}
