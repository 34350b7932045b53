import type { ReactNode } from 'react';
import type { ReportedItem } from '@contract/reports';
import EmailAddress from '@/components/EmailAddress';
import ListPhoto from '@/components/ListPhoto';
import DataTable from '@/components/DataTable';
import './reported-items.css';

interface ReportedItemsTableProps {
  items: ReportedItem[];
  renderActions: (item: ReportedItem) => ReactNode;
}

/**
 * The spec's columns: number, Product (image, name), Seller Info (name, email, phone), "Reported by" (the spec's "Reported User": the reporter's phone,
 * email, and what they said) and Action. Each report becomes a card on a phone.
 */
export default function ReportedItemsTable({ items, renderActions }: ReportedItemsTableProps) {
  return (
    <DataTable
      label="Reported items"
      className="data-table--stacked reported-table"
      columns={['#', 'Product', 'Seller Info', 'Reported by', 'Action']}
    >
      {items.map((item, index) => (
        <tr key={item._id}>
          <td className="reported-table__index">{index + 1}</td>
          <th scope="row" className="reported-table__product-cell data-table__full-row">
            <div className="reported-table__product">
              <ListPhoto src={item.productImg} width={80} />
              <span>{item.productName}</span>
            </div>
          </th>
          <td className="data-table__lines data-table__labelled reported-table__seller" data-label="Seller">
            <span className="data-table__strong">{item.sellerName}</span>
            <EmailAddress email={item.sellerEmail} />
            <span className="data-table__muted">{item.phone}</span>
          </td>
          <td className="data-table__lines data-table__labelled" data-label="Reported by">
            <EmailAddress email={item.reportedUserEmail} />
            <span className="data-table__muted">{item.reportedUserPhone || 'No phone given'}</span>
            <q className="reported-table__reason">{item.reason}</q>
          </td>
          <td className="data-table__actions data-table__full-row">{renderActions(item)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
