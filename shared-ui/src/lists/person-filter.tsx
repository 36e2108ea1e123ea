import type { CSSProperties } from 'react';
// Only from the package's root, and only what the last release's shell already has (see index.ts).
import { Select } from '@portal/shared-ui';

/** Something a list is filtered by, as the pickers' lists give it (GET /users/dropdown, /clients/dropdown...). */
export type FilterItem = { id: number; name: string };

export type ItemFilterProps = {
  /** What to choose from; undefined while it loads. */
  items: readonly FilterItem[] | undefined;
  /** The chosen id; undefined: no filter. */
  value: number | undefined;
  /** With the new id, or undefined when cleared. */
  onChange: (id: number | undefined) => void;
  /** Its accessible name, e.g. 'Filter by client'. */
  label: string;
  /** Shown while nothing is chosen, e.g. 'All clients'. */
  placeholder: string;
  /** What the items are, in the plural, for the open list's empty text: 'No clients found'. */
  noun: string;
  loading?: boolean;
  /** The items failed to load: the open list says so ('Failed to load clients') instead of being empty. */
  failed?: boolean;
  style?: CSSProperties;
};

/**
 * One of a list's filters: a single item chosen by name (typed to search), applied at once; cleared, no filter.
 * The list keeps the id (in the URL through useListParams) and sends it to the API.
 */
export function ItemFilter({ items, value, onChange, label, placeholder, noun, loading, failed, style = { minWidth: 200 } }: ItemFilterProps) {
  return (
    <Select<number>
      aria-label={label}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      style={style}
      options={(items ?? []).map((item) => ({ value: item.id, label: item.name }))}
      notFoundContent={failed ? `Failed to load ${noun}` : `No ${noun} found`}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}

export type PersonFilterProps = Omit<ItemFilterProps, 'items' | 'label' | 'noun'> & {
  /** The people to choose from, e.g. everyone active (useGetEmployeeOptionsQuery) or a line manager's reports. */
  people: readonly FilterItem[] | undefined;
  /** 'Filter by person' unless it says whose role, e.g. 'Filter by line manager'. */
  label?: string;
};

/** A list's filter by one person, e.g. the Audit log's 'Anyone' or the Team tab's 'Everyone in my team'. */
export function PersonFilter({ people, label = 'Filter by person', ...rest }: PersonFilterProps) {
  return <ItemFilter items={people} label={label} noun="people" {...rest} />;
}
