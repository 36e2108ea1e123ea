import type { ReactNode } from 'react';
import type { TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
// Only from the package's root, and only what the last release's shell already has (see index.ts).
import {
  type CardSelection, Flex, type ListCard, type ListControl, listPagination, PhoneList, Table, useIsPhone, type useListParams,
} from '@portal/shared-ui';

/** What fills a place of the list: the same on every screen, or chosen for a phone (`phone`) or a wider screen. */
export type ListSlot = ReactNode | ((layout: { phone: boolean }) => ReactNode);

/** A server-side list's state as `useListParams` gives it: paging, sort and filters, and the table's change handler. */
export type ResponsiveListControl = ListControl & Pick<ReturnType<typeof useListParams<string>>, 'handleTableChange'>;

/** The rows, columns and places of one list, shown as cards on a phone and as a table on wider screens. */
export type ResponsiveListProps<Row> = {
  columns: ColumnsType<Row>;
  /** How a row reads as a card on a phone, naming the columns above. */
  card: ListCard<Row>;
  /** A server-side list's page as the API answers it: its rows and the total. */
  answer?: { data: readonly Row[]; total: number };
  /** The rows of a list that is not paged by the server. */
  rows?: readonly Row[];
  /** The row's id by default. */
  rowKey?: (row: Row) => string | number;
  loading: boolean;
  /** Beside the table's spinner, e.g. 'Loading clients...'. */
  loadingText: string;
  emptyText: ReactNode;
  /** A server-side list (useListParams): its footer, the phone's pager and sort select, the table's sort and paging. */
  list?: ResponsiveListControl;
  /** What the list counts in its footer ('Showing 1-10 of 42 clients'); with `list`. */
  noun?: string;
  /** A list paged in the browser: rows per page (the table hides its pager when one page holds them all). */
  clientPageSize?: number;
  /** The search and filter fields: above the table, in the phone's Filters panel. */
  filters?: ListSlot;
  /** Beside the filters (at the far end above the table, beside the phone's Filters button): a total, a button. */
  toolbar?: ListSlot;
  /** Between the controls and the rows: an error, a bulk-action bar. */
  notice?: ReactNode;
  /** Ticking cards on a phone, where the table has `table.rowSelection`. */
  selection?: CardSelection<Row>;
  /** The table's own props over the defaults above (rowSelection, size, pagination, onChange). */
  table?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'loading' | 'locale'>;
  /** Below the table on wider screens: a footer of the list's own. */
  tableFooter?: ReactNode;
};

const idOf = (row: unknown) => (row as { id: number }).id;

/**
 * A table that scrolls sideways measures its columns in a hidden row (aria-hidden) holding a copy of each column's
 * title, the select-all checkbox among them: still reachable with Tab, which axe reports (aria-hidden-focus). Hidden
 * from view as well, it is skipped by Tab and by screen readers, and still measured.
 */
const MEASURE_ROW = 'portal-table-measure-row';
const MEASURE_ROW_CSS = '.ant-table-measure-row{visibility:hidden}';
const fill = (slot: ListSlot, phone: boolean) => (typeof slot === 'function' ? slot({ phone }) : slot);

function tablePagination<Row>({ answer, list, noun, clientPageSize }: ResponsiveListProps<Row>): TableProps<Row>['pagination'] {
  if (list) return listPagination({ page: list.page, pageSize: list.pageSize, total: answer?.total ?? 0, noun: noun ?? 'rows' });
  return clientPageSize ? { hideOnSinglePage: true, pageSize: clientPageSize } : false;
}

/** One list of the portal: below md (a phone) a card per row with a Filters panel and a pager, otherwise the table. */
export function ResponsiveList<Row extends object>(props: ResponsiveListProps<Row>) {
  const { columns, card, answer, rows, rowKey = idOf, loading, loadingText, emptyText, list, clientPageSize, notice, selection } = props;
  const phone = useIsPhone();
  const filters = fill(props.filters, phone);
  const toolbar = fill(props.toolbar, phone);

  if (phone) {
    return (
      <PhoneList<Row>
        columns={columns}
        card={card}
        answer={answer}
        rows={rows}
        rowKey={rowKey}
        loading={loading}
        emptyText={emptyText}
        list={list}
        clientPageSize={clientPageSize}
        filters={filters ?? undefined}
        toolbar={toolbar}
        notice={notice}
        selection={selection}
      />
    );
  }

  return (
    <Flex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      {filters || toolbar ? (
        <Flex justify="space-between" align="center" wrap gap={16}>
          {filters ? (
            <Flex wrap gap={16} align="center" style={{ flex: '1 1 auto', minWidth: 0 }}>
              {filters}
            </Flex>
          ) : null}
          {toolbar}
        </Flex>
      ) : null}
      {notice}
      <style href={MEASURE_ROW} precedence="default">
        {MEASURE_ROW_CSS}
      </style>
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={[...(answer?.data ?? rows ?? [])]}
        loading={{ spinning: loading, description: loadingText }}
        locale={{ emptyText }}
        pagination={tablePagination(props)}
        onChange={list?.handleTableChange}
        scroll={{ x: true }}
        {...props.table}
      />
      {props.tableFooter}
    </Flex>
  );
}
