import { useState } from 'react';
import { Button, Flex, PageHeading } from '@portal/shared-ui';
import { isAdmin, useRole } from '@portal/shared-auth';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useYearParam } from '../hooks/use-year-param';
import { AddHolidayDialog } from './add-holiday-dialog';
import { HolidaysTable } from './holidays-table';
import { ImportHolidaysDialog } from './import-holidays-dialog';
import { YearSelector } from './year-selector';

type Dialog = 'add' | 'import' | null;

/** Exposed as `remote_allocations/HolidaysPage`: an admin keeps the list, a manager reads it. */
export default function HolidaysPage() {
  const canEdit = isAdmin(useRole());
  const [year, setYear] = useYearParam();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      <PageHeading
        title="Public Holidays"
        extra={
          canEdit ? (
            <>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setDialog('import')}>
                Import CSV
              </Button>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog('add')}>
                Add Holiday
              </Button>
            </>
          ) : null
        }
      />
      <Flex style={{ marginBottom: 16 }}>
        <YearSelector year={year} onChange={setYear} />
      </Flex>
      <HolidaysTable year={year} canEdit={canEdit} />
      {dialog === 'add' ? <AddHolidayDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'import' ? <ImportHolidaysDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
