import type { ReactNode } from 'react';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { RowAction } from '../row-action';

/**
 * How a list shows a row as a card on a phone, naming columns of the list's own column definitions (by key, or by
 * dataIndex where a column has no key), so each cell is still rendered and labelled once, by its column.
 */
export type ListCard<Row> = {
  /** The columns whose cells, side by side, head the card (e.g. first and last name). */
  title: readonly string[];
  /** The columns shown below as 'Label: value' lines. */
  fields: readonly string[];
  /** The column holding the row's status tag, shown beside the title. */
  tag?: string;
  /** Names the row in the menu button's accessible name ('More actions for Acme Corp'). */
  rowName: (row: Row) => string;
  /** The row's actions, offered in the card's "More actions" menu. */
  actions?: (row: Row) => readonly RowAction[];
};

type Column<Row> = ColumnType<Row>;

const idOf = <Row,>(column: Column<Row>) => String(column.key ?? column.dataIndex ?? '');

/** The leaf column of `columns` named `id`; a card naming an unknown column is a programming error. */
export function findColumn<Row>(columns: ColumnsType<Row>, id: string): Column<Row> {
  const column = columns.find((candidate) => idOf(candidate as Column<Row>) === id) as Column<Row> | undefined;
  if (!column) throw new Error(`No column '${id}' in this list`);
  return column;
}

/** The column's header text, for a card's field label and the sort select. */
export function columnTitle<Row>(column: Column<Row>): string {
  return typeof column.title === 'string' ? column.title : idOf(column);
}

/** The cell of `row` in `column`, rendered as the table renders it. */
export function renderCell<Row>(column: Column<Row>, row: Row, index: number): ReactNode {
  const dataIndex = column.dataIndex;
  const value = typeof dataIndex === 'string' ? (row as Record<string, unknown>)[dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '—' : String(value);
}

/** The list's server-sortable columns (those made with sortableColumn), as sort-select options. */
export function sortOptionsOf<Row>(columns: ColumnsType<Row>): { value: string; label: string }[] {
  return columns
    .map((column) => column as Column<Row>)
    .filter((column) => column.sorter && column.key !== undefined)
    .map((column) => ({ value: String(column.key), label: columnTitle(column) }));
}
