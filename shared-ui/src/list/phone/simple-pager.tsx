import { Button, Flex, Typography } from 'antd';

type Props = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

const TOUCH = { minHeight: 44, minWidth: 96 };

/** A phone's paging: Previous and Next with 'Page P of T' between them. */
export function SimplePager({ page, pageSize, total, onPageChange }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex justify="space-between" align="center" gap={8} role="navigation" aria-label="Pages">
      <Button style={TOUCH} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Typography.Text aria-live="polite">{`Page ${page} of ${pages}`}</Typography.Text>
      <Button style={TOUCH} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Flex>
  );
}
