import { memo } from 'react';
import { Button, Flex, Input, Tooltip, Typography } from '@portal/shared-ui';
import { DeleteOutlined } from '@ant-design/icons';
import { isRowEmpty, type GridRow } from '../../utils/week/grid-model';

type Props = {
  row: GridRow;
  error?: string;
  /** Both the same functions for the grid's life (useWeekDraft's), so that a heading renders only when its row changes. */
  onDescriptionChange: (rowKey: string, description: string) => void;
  onRemove: (rowKey: string) => void;
};

/** A row's project, its editable description, and Remove while the row holds nothing. Memoised, as the cells are. */
export const WeekRowHeading = memo(function WeekRowHeading({ row, error, onDescriptionChange, onRemove }: Props) {
  const empty = isRowEmpty(row);
  return (
    <th scope="row" style={{ padding: '6px 8px 6px 0', textAlign: 'left', fontWeight: 'normal', minWidth: 220 }}>
      <Flex align="center" gap={4}>
        <Typography.Text strong ellipsis style={{ maxWidth: 200 }}>
          {row.projectName}
        </Typography.Text>
        <Tooltip title={empty ? 'Remove row' : 'Only a row without hours can be removed'}>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Remove row ${row.projectName}`}
            disabled={!empty}
            onClick={() => onRemove(row.key)}
          />
        </Tooltip>
      </Flex>
      <Tooltip title={error}>
        <Input
          size="small"
          value={row.description}
          placeholder="Description"
          data-description
          aria-label={`Description for ${row.projectName}`}
          aria-invalid={error ? true : undefined}
          status={error ? 'error' : undefined}
          onChange={(event) => onDescriptionChange(row.key, event.target.value)}
        />
      </Tooltip>
    </th>
  );
});
