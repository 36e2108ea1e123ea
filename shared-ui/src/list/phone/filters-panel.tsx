import { useId, useState, type ReactNode } from 'react';
import { Badge, Button, Flex, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { SortOrder } from '@portal/shared-auth';

/** The sort of a list as the phone's select changes it; `useListParams` gives exactly this. */
export type SortControl = {
  orderBy: string;
  order: SortOrder;
  // Method syntax: a list's setSort takes its own column names, a narrower type than string.
  setSort(orderBy: string, order: SortOrder): void;
};

type Props = {
  /** Filters in force, counted on the button (the search text counts as one). */
  activeCount: number;
  /** The list's own filter fields (its desktop ones), stacked one per line in the panel. */
  filters?: ReactNode;
  sort?: SortControl;
  sortOptions: { value: string; label: string }[];
  /** Beside the button: the total badge, an export menu. */
  extra?: ReactNode;
};

const ORDER_OPTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

// The desktop filter rows lay their fields out side by side with fixed widths; in the panel each takes a line.
const STACKED_CSS = `
.portal-list-filters .ant-space, .portal-list-filters .ant-flex { display: flex; flex-direction: column; align-items: stretch; width: 100%; }
.portal-list-filters .ant-space-item { width: 100%; }
.portal-list-filters .ant-select, .portal-list-filters .ant-picker, .portal-list-filters .ant-input-affix-wrapper,
.portal-list-filters .ant-input, .portal-list-filters .ant-btn { width: 100% !important; min-width: 0 !important; max-width: none !important; min-height: 44px; }
`;

/** A "Filters" button with the count of filters in force, opening the list's filters and its sort below it. */
export function FiltersPanel({ activeCount, filters, sort, sortOptions, extra }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = sort ? 'Filters & sort' : 'Filters';
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          style={{ minHeight: 44 }}
        >
          {label}
          {/* Read as part of the button's name ('Filters & sort 2'); an aria-label on the badge's span is not allowed. */}
          {activeCount > 0 ? <Badge count={activeCount} size="small" /> : null}
        </Button>
        {extra}
      </Flex>
      <div id={panelId} hidden={!open} className="portal-list-filters">
        <style>{STACKED_CSS}</style>
        <Flex vertical gap={12}>
          {filters}
          {sort && sortOptions.length > 0 ? (
            <>
              <Select
                aria-label="Sort by"
                prefix="Sort by"
                value={sort.orderBy}
                options={sortOptions}
                onChange={(orderBy) => sort.setSort(orderBy, sort.order)}
              />
              <Select<SortOrder>
                aria-label="Sort order"
                value={sort.order}
                options={ORDER_OPTIONS as { value: SortOrder; label: string }[]}
                onChange={(order) => sort.setSort(sort.orderBy, order)}
              />
            </>
          ) : null}
        </Flex>
      </div>
    </Flex>
  );
}
