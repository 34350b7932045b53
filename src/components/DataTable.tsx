import type { ReactNode } from 'react';
import './data-table.css';

interface DataTableProps {
  /** The table's name for screen readers. */
  label: string;
  /** The screen's own classes beside `data-table` (`data-table--stacked`: each row a card on a phone). */
  className: string;
  /** The column headings, in order; a `false` one is left out. */
  columns: readonly (string | false)[];
  /** The rows. */
  children: ReactNode;
}

/** A table of records under a row of column headings. */
export default function DataTable({ label, className, columns, children }: DataTableProps) {
  return (
    <table className={`data-table ${className}`} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) =>
            column === false ? null : (
              <th key={column} scope="col">
                {column}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
