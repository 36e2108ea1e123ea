import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin } from '@portal/shared-ui';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';

export type DetailItem = { label: string; value: ReactNode };

type Props = {
  /** Accessible name of the detail region, e.g. 'Client details'. */
  label: string;
  /** e.g. 'Loading client...' while the record loads. */
  loadingText: string;
  /** Shown when the record could not be loaded. */
  errorText: string;
  isLoading: boolean;
  isError: boolean;
  items: DetailItem[] | undefined;
  onBack: () => void;
  /** The edit button's label and action; left out for read-only roles. */
  edit?: { label: string; onClick: () => void };
};

/** Detail mode of a list page: the record's fields with Back to List and an edit button (spec §2). */
export function DetailView({ label, loadingText, errorText, isLoading, isError, items, onBack, edit }: Props) {
  return (
    <Flex vertical gap={16} role="region" aria-label={label}>
      <Flex gap={8} wrap>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          Back to List
        </Button>
        {edit && (
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={edit.onClick} disabled={!items}>
            {edit.label}
          </Button>
        )}
      </Flex>
      {isLoading && (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <span>{loadingText}</span>
        </Flex>
      )}
      {isError && <Alert type="error" title={errorText} showIcon />}
      {items && (
        <Card>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={items.map((item) => ({ key: item.label, label: item.label, children: item.value ?? '—' }))}
          />
        </Card>
      )}
    </Flex>
  );
}
