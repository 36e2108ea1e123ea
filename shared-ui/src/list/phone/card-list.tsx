import type { ReactNode } from 'react';
import { Card, Checkbox, Flex, Spin, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { findColumn, columnTitle, renderCell, type ListCard } from './list-card';
import { RowActionsMenu } from './row-actions-menu';

/** Ticking cards, where the desktop table has row selection (reviews, reminders). */
export type CardSelection<Row> = {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row, checked: boolean) => void;
  isDisabled?: (row: Row) => boolean;
  /** The checkbox's accessible name, as the table's. */
  label: (row: Row) => string;
};

/** The rows as cards, described by `card` over the list's own columns. */
export type CardListProps<Row> = {
  columns: ColumnsType<Row>;
  card: ListCard<Row>;
  rows: readonly Row[];
  /** The row's id by default. */
  rowKey?: (row: Row) => string | number;
  loading: boolean;
  emptyText: ReactNode;
  selection?: CardSelection<Row>;
};

const idOf = (row: unknown) => (row as { id: number }).id;

const LABEL_STYLE = { flex: 'none', minWidth: 96 } as const;
// A value too wide for the rest of the line (an e-mail, a figure with its tag) moves below its label rather than
// breaking letter by letter; only what is wider than the whole card breaks, between any two letters.
const VALUE_STYLE = { flex: '1 1 auto', minWidth: 0, overflowWrap: 'break-word' } as const;

/** Each row as a compact card: the title cells, the status tag, 'Label: value' lines and a "More actions" menu. */
export function CardList<Row>({ columns, card, rows, rowKey = idOf, loading, emptyText, selection }: CardListProps<Row>) {
  const cell = (id: string, row: Row, index: number) => renderCell(findColumn(columns, id), row, index);
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '24px 0', textAlign: 'center' }}>
          {loading ? null : emptyText}
        </Typography.Text>
      ) : (
        <Flex vertical gap={8} role="list">
          {rows.map((row, index) => {
            const actions = card.actions?.(row) ?? [];
            return (
              <Card key={rowKey(row)} size="small" role="listitem" styles={{ body: { padding: '8px 4px 8px 12px' } }}>
                <Flex gap={8} align="flex-start">
                  {selection ? (
                    <Checkbox
                      style={{ minHeight: 44, paddingInline: 4 }}
                      aria-label={selection.label(row)}
                      checked={selection.isSelected(row)}
                      disabled={selection.isDisabled?.(row)}
                      onChange={(event) => selection.onToggle(row, event.target.checked)}
                    />
                  ) : null}
                  <Flex vertical gap={2} style={{ flex: 1, minWidth: 0, paddingBlock: 6 }}>
                    <Flex gap={8} align="center" wrap justify="space-between">
                      <Typography.Text strong style={{ overflowWrap: 'break-word', minWidth: 0 }}>
                        {card.title.map((id) => (
                          <span key={id}>{cell(id, row, index)} </span>
                        ))}
                      </Typography.Text>
                      {card.tag ? cell(card.tag, row, index) : null}
                    </Flex>
                    {card.fields.map((id) => (
                      <Flex key={id} wrap gap="0 8px" style={{ fontSize: 13 }}>
                        <Typography.Text type="secondary" style={LABEL_STYLE}>
                          {columnTitle(findColumn(columns, id))}
                        </Typography.Text>
                        <span style={VALUE_STYLE}>{cell(id, row, index)}</span>
                      </Flex>
                    ))}
                  </Flex>
                  {actions.length > 0 ? <RowActionsMenu rowName={card.rowName(row)} actions={actions} /> : null}
                </Flex>
              </Card>
            );
          })}
        </Flex>
      )}
    </Spin>
  );
}
