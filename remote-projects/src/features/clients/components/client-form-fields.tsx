import { Col, Form, FormikCountryState, FormikInput, Row, Switch } from '@portal/shared-ui';
import { useField } from 'formik';

/** Active/Inactive toggle for the `isActive` field (spec §4: default Active). */
function ActiveToggle({ disabled }: { disabled: boolean }) {
  const [field, , helpers] = useField<boolean>('isActive');
  return (
    <Form.Item layout="vertical" label="Status" htmlFor="field-isActive">
      <Switch
        id="field-isActive"
        checked={field.value}
        checkedChildren="Active"
        unCheckedChildren="Inactive"
        disabled={disabled}
        onChange={(checked) => void helpers.setValue(checked)}
      />
    </Form.Item>
  );
}

/** The Client form's fields; read-only in view mode. */
export function ClientFormFields({ readOnly }: { readOnly: boolean }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormikInput name="name" label="Name" required autoFocus={!readOnly} maxLength={200} />
        </Col>
        <Col xs={24} md={12}>
          <FormikInput name="contactPerson" label="Contact Person" maxLength={200} />
        </Col>
        <Col xs={24} md={12}>
          <FormikInput name="email" label="Email" type="email" maxLength={320} />
        </Col>
        <Col xs={24} md={12}>
          <FormikInput name="phone" label="Phone" type="tel" maxLength={50} />
        </Col>
      </Row>
      <FormikCountryState countryName="countryId" stateName="stateId" disabled={readOnly} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormikInput name="city" label="City" maxLength={200} />
        </Col>
        <Col xs={24} md={12}>
          <FormikInput name="zip" label="Zip" maxLength={20} />
        </Col>
      </Row>
      <ActiveToggle disabled={readOnly} />
    </>
  );
}
