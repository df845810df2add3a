import { memo, type ReactNode } from 'react';
import styles from './DataTable.module.css';

// A table that stays a table for assistive technology at every width: below 768 px (docs/product.md §21) each row
// becomes a stacked card whose cells carry their column name, and the explicit ARIA roles keep the table semantics
// that browsers drop once CSS changes a table's display.

export interface DataColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** aria-sort of the column header when the list is sorted by it. */
  sort?: 'ascending' | 'descending';
  /** The cell that titles the card on phones (shown first, without its column name). */
  primary?: boolean;
  /** Hide the column name beside this cell on phones (the value explains itself, e.g. a status badge). */
  hideLabelOnMobile?: boolean;
}

interface RowProps<T> {
  row: T;
  columns: readonly DataColumn<T>[];
}

function RowView<T>({ row, columns }: RowProps<T>) {
  return (
    // Explicit roles: Safari drops table semantics once CSS changes display (the phone cards), so they are restated.
    <tr role="row" className={styles.row}>
      {columns.map((column) => (
        <td
          key={column.key}
          // jsx-a11y counts a td as interactive (it could be a grid cell); here it is a plain table cell.
          // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
          role="cell"
          data-label={column.primary || column.hideLabelOnMobile ? undefined : column.header}
          className={`${styles.cell} ${column.align === 'end' ? styles.end : ''} ${column.primary ? styles.primary : ''}`}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

// Rows re-render only when their own data or the columns change (a page of 100 orders stays cheap to update).
const Row = memo(RowView) as typeof RowView;

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
}: {
  /** The table's accessible name (visually hidden). */
  caption: string;
  /** Keep this array stable (useMemo) so unchanged rows are not re-rendered. */
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A newer page is loading: the rows stay (no layout jump) but are marked busy and dimmed. */
  busy?: boolean;
}) {
  return (
    <div className={styles.wrap}>
      <table
        role="table"
        className={`${styles.table} ${busy ? styles.busy : ''}`}
        aria-busy={busy || undefined}
      >
        <caption className="visually-hidden">{caption}</caption>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- restated for Safari (see the rows) */}
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                aria-sort={column.sort}
                className={`${styles.headerCell} ${column.align === 'end' ? styles.end : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- restated for Safari (see the rows) */}
        <tbody role="rowgroup">
          {rows.map((row) => (
            <Row key={rowKey(row)} row={row} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
