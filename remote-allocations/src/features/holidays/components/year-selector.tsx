import { Button, Select, Space, Tooltip } from '@portal/shared-ui';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';

type Props = { year: number; onChange: (year: number) => void };

/** Five years either side of this year, and the chosen year when it lies further out. */
function yearOptions(year: number) {
  const thisYear = new Date().getFullYear();
  const years = new Set<number>([year]);
  for (let offset = -5; offset <= 5; offset += 1) years.add(thisYear + offset);
  return [...years].sort((a, b) => a - b).map((value) => ({ value, label: String(value) }));
}

/** Previous year, a year picker and next year. */
export function YearSelector({ year, onChange }: Props) {
  return (
    <Space.Compact>
      <Tooltip title="Previous year">
        <Button icon={<LeftOutlined aria-hidden />} aria-label="Previous year" onClick={() => onChange(year - 1)} />
      </Tooltip>
      <Select<number> aria-label="Year" value={year} options={yearOptions(year)} onChange={onChange} style={{ width: 96 }} />
      <Tooltip title="Next year">
        <Button icon={<RightOutlined aria-hidden />} aria-label="Next year" onClick={() => onChange(year + 1)} />
      </Tooltip>
    </Space.Compact>
  );
}
