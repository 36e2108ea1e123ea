import { useState } from 'react';
import { Alert, Button, Modal, Typography, Upload, useDialogFrame, useNotify, useRestoreFocus } from '@portal/shared-ui';
import { asApiError, failureMessageOf } from '@portal/shared-auth';
import { UploadOutlined } from '@ant-design/icons';
import type { UploadFile } from 'antd';
import { useImportHolidaysMutation, type HolidayImportResult } from '../api/holidays-api';
import { importedSummary } from './imported-summary';

type Props = { onClose: () => void };

type Failure = { message: string; reasons: string[] };

const SAMPLE = 'date,name\n2026-12-25,Christmas Day';

/** Each bad row's reason when the file was refused, else the one message. */
function failureOf(error: unknown): Failure {
  const reasons = (asApiError(error)?.details ?? []).map((detail) => detail.message);
  return { message: failureMessageOf(error, 'The file was not imported. Please try again.'), reasons };
}

/** Import CSV: the format, a .csv file, and all of its rows imported or, when any is bad, none and why. */
export function ImportHolidaysDialog({ onClose }: Props) {
  useRestoreFocus();
  const frame = useDialogFrame({ styles: {} });
  const notify = useNotify();
  const [importHolidays, { isLoading }] = useImportHolidaysMutation();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const handleImport = async () => {
    if (!file) return;
    setFailure(null);
    const result = await importHolidays(file);
    if (result.error) {
      setFailure(failureOf(result.error));
      return;
    }
    const { message, description } = importedSummary(result.data as HolidayImportResult);
    notify.success(message, description);
    onClose();
  };

  const fileList: UploadFile[] = file ? [{ uid: 'csv', name: file.name, status: 'done' }] : [];

  return (
    <Modal
      open
      title="Import Holidays from CSV"
      width={frame.width}
      style={frame.style}
      styles={frame.styles}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>,
        <Button key="import" type="primary" loading={isLoading} disabled={!file} onClick={() => void handleImport()}>
          Import
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        A CSV file with two columns, the date (YYYY-MM-DD) and the name; the header row is optional. Every row is imported or,
        if any row has a problem, none. Dates already on the list are left as they are.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <pre aria-label="Sample file" style={{ margin: 0 }}>{SAMPLE}</pre>
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        fileList={fileList}
        beforeUpload={(picked) => {
          setFile(picked);
          setFailure(null);
          return false;
        }}
        onRemove={() => {
          setFile(null);
          setFailure(null);
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />}>Choose CSV File</Button>
      </Upload>
      {failure ? (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          title={failure.message}
          description={
            failure.reasons.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {failure.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
    </Modal>
  );
}
