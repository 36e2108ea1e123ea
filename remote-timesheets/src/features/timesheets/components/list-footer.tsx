import { Button, Flex, PAGE_SIZE_OPTIONS, Select, Space, Typography } from '@portal/shared-ui';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** Spec §2 footer: 'Showing X-Y of N timesheets', first/previous/next/last, 'Page P of T' and a page-size selector. */
export function ListFooter({ page, pageSize, total, noun, onPageChange, onPageSizeChange }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const showing = total === 0 ? `Showing 0 of 0 ${noun}` : `Showing ${from}-${to} of ${total} ${noun}`;
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Typography.Text>{showing}</Typography.Text>
      <Space wrap>
        <Select
          aria-label="Rows per page"
          value={pageSize}
          onChange={onPageSizeChange}
          options={PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size} / page` }))}
          style={{ width: 110 }}
        />
        <Button aria-label="First page" icon={<DoubleLeftOutlined aria-hidden />} disabled={page <= 1} onClick={() => onPageChange(1)} />
        <Button aria-label="Previous page" icon={<LeftOutlined aria-hidden />} disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
        <Typography.Text aria-live="polite">{`Page ${page} of ${pages}`}</Typography.Text>
        <Button aria-label="Next page" icon={<RightOutlined aria-hidden />} disabled={page >= pages} onClick={() => onPageChange(page + 1)} />
        <Button aria-label="Last page" icon={<DoubleRightOutlined aria-hidden />} disabled={page >= pages} onClick={() => onPageChange(pages)} />
      </Space>
    </Flex>
  );
}
