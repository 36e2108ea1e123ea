import type { ReactNode } from 'react';
import { Col, FormikCountryState, FormikDatePicker, FormikInput, FormikNumber, FormikSelect, Row } from '@portal/shared-ui';
import type { User } from '@portal/shared-auth';
import { LineManagerField } from './line-manager-field';
import { WEEKLY_HOURS } from '@portal/shared-contracts/values';
import dayjs, { type Dayjs } from 'dayjs';
import { DEPARTMENT_OPTIONS, EMPLOYEE_TYPE_OPTIONS, GENDER_OPTIONS, ROLE_OPTIONS } from '../utils/employee-options';

type Props = {
  /** View mode: every field read-only. */
  readOnly: boolean;
  /** Someone editing their own profile: the fields of spec §6 are read-only. */
  restricted: boolean;
  /** Contracted hours and the line manager are read-only: the viewer is not an admin. */
  hoursLocked: boolean;
  /** The person shown (none while adding one): their line manager's name, and not offered as their own manager. */
  person?: Pick<User, 'id' | 'lineManagerId' | 'lineManagerName'>;
};

const afterToday = (date: Dayjs) => date.isAfter(dayjs(), 'day');

/** A titled group of fields; the legend names the group for screen readers, e.g. "Present Address". */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontWeight: 600, fontSize: 15, marginBottom: 8 }}>{title}</legend>
      <Row gutter={16}>{children}</Row>
    </fieldset>
  );
}

const Half = ({ children }: { children: ReactNode }) => (
  <Col xs={24} md={12}>
    {children}
  </Col>
);

function AddressFields({ kind, readOnly }: { kind: 'present' | 'permanent'; readOnly: boolean }) {
  return (
    <Section title={kind === 'present' ? 'Present Address' : 'Permanent Address'}>
      <Half><FormikInput name={`${kind}Line1`} label="Address Line 1" disabled={readOnly} /></Half>
      <Half><FormikInput name={`${kind}Line2`} label="Address Line 2" disabled={readOnly} /></Half>
      <Col span={24}>
        <FormikCountryState countryName={`${kind}CountryId`} stateName={`${kind}StateId`} disabled={readOnly} />
      </Col>
      <Half><FormikInput name={`${kind}City`} label="City" disabled={readOnly} /></Half>
      <Half><FormikInput name={`${kind}Zip`} label="Zip Code" disabled={readOnly} /></Half>
    </Section>
  );
}

/** The employee form's fields in the five sections My Profile shows. */
export function EmployeeFormFields({ readOnly, restricted, hoursLocked, person }: Props) {
  const locked = readOnly || restricted;
  const hoursReadOnly = readOnly || hoursLocked;
  return (
    <>
      <Section title="Basic Information">
        <Half><FormikInput name="firstName" label="First Name" required disabled={readOnly} /></Half>
        <Half><FormikInput name="lastName" label="Last Name" disabled={readOnly} /></Half>
        <Half><FormikSelect name="gender" label="Gender" placeholder="Select Gender" allowClear options={GENDER_OPTIONS} disabled={readOnly} /></Half>
        <Half><FormikDatePicker name="dob" label="Date of Birth" disabledDate={afterToday} disabled={readOnly} /></Half>
      </Section>
      <Section title="Job Details">
        <Half><FormikInput name="empId" label="Employee ID" disabled={locked} /></Half>
        <Half><FormikInput name="jobTitle" label="Job Title" disabled={locked} /></Half>
        <Half>
          <FormikSelect name="departmentId" label="Department" required={!locked} placeholder="Select Department" options={DEPARTMENT_OPTIONS} disabled={locked} />
        </Half>
        <Half><FormikSelect name="role" label="Role" required={!locked} options={ROLE_OPTIONS} disabled={locked} /></Half>
        <Half>
          <FormikSelect name="employeeType" label="Employee Type" required={!locked} placeholder="Select Employee Type" options={EMPLOYEE_TYPE_OPTIONS} disabled={locked} />
        </Half>
        <Half><FormikDatePicker name="doj" label="Date of Joining" disabledDate={afterToday} disabled={locked} /></Half>
        <Half>
          <FormikNumber
            name="weeklyHours"
            label="Weekly Hours"
            min={0}
            max={WEEKLY_HOURS.max}
            step={0.5}
            placeholder="Standard week"
            extra={hoursReadOnly ? undefined : 'Blank: the standard week'}
            disabled={hoursReadOnly}
          />
        </Half>
        <Half><LineManagerField person={person} disabled={hoursReadOnly} /></Half>
      </Section>
      <Section title="Contact Information">
        <Half><FormikInput name="officeEmail" label="Work Email" required={!locked} type="email" disabled={locked} /></Half>
        <Half><FormikInput name="email" label="Personal Email" type="email" disabled={locked} /></Half>
        <Half><FormikInput name="phone" label="Phone" type="tel" disabled={readOnly} /></Half>
        <Half><FormikInput name="emergencyNumber" label="Emergency Number" type="tel" disabled={readOnly} /></Half>
      </Section>
      <AddressFields kind="present" readOnly={readOnly} />
      <AddressFields kind="permanent" readOnly={readOnly} />
    </>
  );
}
