import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import * as s from './Table.css.ts';

/** One column: its header and how to render a row's value. */
export interface TableColumn<T> {
  /** A stable identifier. */
  id: string;
  /** The header text; also labels the value in the phone card. */
  label: string;
  /** The cell of each row. */
  render: (row: T) => ReactNode;
  /** The column that names the row (one per table): the card title on phones. */
  isRowHeader?: boolean;
  /**
   * Numbers and prices align to the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /** Lets the user sort by this column (handled by `onSortChange`). */
  allowsSorting?: boolean;
}

/** Props of `Table`. */
export interface TableProps<T> {
  /** Accessible name of the table (e.g. "Past bookings"). */
  label: string;
  /** The columns, in order. */
  columns: readonly TableColumn<T>[];
  /** The rows. */
  rows: readonly T[];
  /** A stable key per row. */
  getRowId: (row: T) => Key;
  /** Shown when there are no rows. */
  emptyState?: ReactNode;
  /** Makes each row a link (e.g. to the booking's page). */
  getRowHref?: (row: T) => string;
  /** Called when a row is activated. */
  onRowAction?: (key: Key) => void;
  /** The current sort (controlled). */
  sortDescriptor?: SortDescriptor;
  /** Called when the user sorts by a column. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/**
 * A data table on react-aria's `Table` (grid keyboard navigation, row actions, sorting) that turns each row into
 * a card of label/value pairs on phones, one DOM for both layouts.
 */
export function Table<T extends object>({
  label,
  columns,
  rows,
  getRowId,
  emptyState,
  getRowHref,
  onRowAction,
  sortDescriptor,
  onSortChange,
  className,
}: TableProps<T>) {
  return (
    <div className={cx(s.wrapper, className)}>
      <AriaTable
        aria-label={label}
        className={s.table}
        onRowAction={onRowAction}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
      >
        <TableHeader className={s.header} columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={cx(s.column, column.align === 'end' && s.alignEnd)}
            >
              {column.label}
            </Column>
          )}
        </TableHeader>
        <TableBody className={s.body} items={rows} renderEmptyState={() => <div className={s.empty}>{emptyState}</div>}>
          {(row) => (
            <Row id={getRowId(row)} columns={columns} href={getRowHref?.(row)} className={s.row}>
              {(column) => (
                <Cell
                  className={cx(s.cell, column.isRowHeader && s.rowHeaderCell, column.align === 'end' && s.alignEnd)}
                  data-label={column.label}
                >
                  {column.render(row)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
