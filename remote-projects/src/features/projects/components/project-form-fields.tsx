import { useEffect, useRef } from 'react';
import { Col, FormikDatePicker, FormikInput, FormikSelect, Row, titleCase } from '@portal/shared-ui';
import { useFormikContext } from 'formik';
import { useGetClientOptionsQuery } from '../../clients';
import { PROGRESS_DETAILS, PROJECT_STATUSES } from '../api/projects-api';
import type { ProjectFormValues } from './project-form-schema';

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: titleCase(value) }));
const PROGRESS_OPTIONS = PROGRESS_DETAILS.map((value) => ({ value, label: titleCase(value) }));

/** Spec §4: changing the status clears progressDetails (the shared select offers no change hook, so it watches the value). */
function useClearProgressOnStatusChange() {
  const { values, setFieldValue } = useFormikContext<ProjectFormValues>();
  const previous = useRef(values.status);
  useEffect(() => {
    if (previous.current === values.status) return;
    previous.current = values.status;
    void setFieldValue('progressDetails', null, false);
  }, [values.status, setFieldValue]);
  return values.status;
}

/** The Project form's fields; read-only in view mode. */
export function ProjectFormFields({ readOnly }: { readOnly: boolean }) {
  const status = useClearProgressOnStatusChange();
  const clients = useGetClientOptionsQuery();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <FormikInput name="name" label="Project Name" required autoFocus={!readOnly} maxLength={200} />
      </Col>
      <Col xs={24} md={12}>
        <FormikSelect
          name="clientId"
          label="Client"
          required
          placeholder="Select Client"
          showSearch={{ optionFilterProp: 'label' }}
          loading={clients.isLoading}
          notFoundContent={clients.isError ? 'Failed to load clients' : 'No clients found'}
          options={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
        />
      </Col>
      <Col xs={24} md={12}>
        <FormikSelect name="status" label="Status" required placeholder="Select Status" allowClear options={STATUS_OPTIONS} />
      </Col>
      <Col xs={24} md={12}>
        <FormikSelect
          name="progressDetails"
          label="Progress Details"
          required={status === 'IN_PROGRESS'}
          placeholder="Select Progress Details"
          allowClear
          options={PROGRESS_OPTIONS}
        />
      </Col>
      <Col xs={24} md={12}>
        <FormikDatePicker name="startDate" label="Start Date" />
      </Col>
      <Col xs={24} md={12}>
        <FormikDatePicker name="endDate" label="End Date" />
      </Col>
    </Row>
  );
}
