import { Button, Flex, Input, Tooltip, Typography } from '@portal/shared-ui';
import { DeleteOutlined } from '@ant-design/icons';
import { isRowEmpty, type GridRow } from '../../utils/week/grid-model';

type Props = { row: GridRow; error?: string; onDescriptionChange: (description: string) => void; onRemove: () => void };

/** A row's project, its editable description, and Remove while the row holds nothing. */
export function WeekRowHeading({ row, error, onDescriptionChange, onRemove }: Props) {
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
            onClick={onRemove}
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
          onChange={(event) => onDescriptionChange(event.target.value)}
        />
      </Tooltip>
    </th>
  );
}
