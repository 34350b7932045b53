import SellerName from '@/components/SellerName';
import { CONDITIONS, type Condition } from '@contract/catalogue';
import type { Order } from '@contract/orders';
import ConditionPill from '@/components/ConditionPill';
import EmailAddress from '@/components/EmailAddress';
import ListPhoto from '@/components/ListPhoto';
import OrderStatusPill from '@/components/OrderStatusPill';
import PhoneNumber from '@/components/PhoneNumber';
import Price from '@/components/Price';
import DataTable from '@/components/DataTable';
import type { OrderRow } from '@/features/buying/lib/order-rows';
import { formatWhen } from '@/lib/format-when';
import OrderActions from './OrderActions';
import './orders-table.css';

interface OrdersTableProps {
  rows: OrderRow[];
  removingOrderId: string | undefined;
  onRemove: (order: Order) => void;
  onDismiss: (row: OrderRow) => void;
}

function isCondition(value: string): value is Condition {
  return (CONDITIONS as readonly string[]).includes(value);
}

/** The spec's columns: Product, Seller, Meeting Place, Action. Each row becomes a card on a phone. */
export default function OrdersTable({ rows, removingOrderId, onRemove, onDismiss }: OrdersTableProps) {
  return (
    <DataTable
      label="Your orders"
      className="data-table--stacked orders-table"
      columns={['Product', 'Seller', 'Meeting Place', 'Action']}
    >
      {rows.map((row) => {
        const { order } = row;
        return (
          <tr key={order.clientOrderId} className={row.delivery === 'sent' ? undefined : 'orders-table__row--pending'}>
            <th scope="row" className="orders-table__product-cell data-table__full-row">
              <div className="orders-table__product">
                <ListPhoto src={order.productImg} width={96} />
                <span className="orders-table__product-text">
                  <span className="orders-table__product-name">{order.productName}</span>
                  {row.delivery === 'sent' ? <OrderStatusPill order={order} /> : null}
                  <span className="orders-table__product-meta">
                    <Price amount={order.productPrice} className="orders-table__price" />
                    {isCondition(order.productCondition) ? <ConditionPill condition={order.productCondition} /> : null}
                  </span>
                </span>
              </div>
            </th>
            <td className="orders-table__seller data-table__lines data-table__labelled" data-label="Seller">
              <SellerName name={order.sellerName} publicId={order.sellerPublicId} className="data-table__strong" />
              {order.sellerPhone ? (
                <PhoneNumber phone={order.sellerPhone} />
              ) : order.status === 'placed' ? (
                <span className="data-table__muted">Phone shown once the seller accepts</span>
              ) : null}
              {order.sellerEmail ? <EmailAddress email={order.sellerEmail} /> : null}
              <span className="data-table__muted">{order.productLocation}</span>
            </td>
            <td className="orders-table__meeting data-table__lines data-table__labelled" data-label="Meeting Place">
              <span className="data-table__strong">{order.meetingPlace}</span>
              {order.meetingAt ? <span className="data-table__muted">{formatWhen(order.meetingAt)}</span> : null}
              <span className="data-table__muted">
                Your phone: <PhoneNumber phone={order.buyerPhone ?? ''} link={false} />
              </span>
              <span className="data-table__muted">
                Your email: <EmailAddress email={order.buyerEmail} link={false} />
              </span>
            </td>
            <td className="orders-table__actions data-table__actions data-table__full-row">
              <OrderActions
                row={row}
                removing={removingOrderId === order._id}
                onRemove={() => onRemove(order)}
                onDismiss={() => onDismiss(row)}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
