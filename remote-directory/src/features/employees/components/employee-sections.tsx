import type { ReactNode } from 'react';
import { Card, Descriptions, formatDisplayDate, titleCase } from '@portal/shared-ui';
import type { CurrentUser } from '@portal/shared-auth';

const orDash = (value: string | null | undefined) => (value ? value : '—');
const enumText = (value: string | null | undefined) => (value ? titleCase(value) : '—');

function address(user: CurrentUser, kind: 'present' | 'permanent') {
  const parts = [
    user[`${kind}Line1`],
    user[`${kind}Line2`],
    user[`${kind}City`],
    user[`${kind}StateName`],
    user[`${kind}CountryName`],
    user[`${kind}Zip`],
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : '—';
}

function Section({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <Card title={title}>
      <Descriptions column={{ xs: 1, md: 2 }} items={items.map(([label, children]) => ({ key: label, label, children }))} />
    </Card>
  );
}

/** The five read-only sections of an employee (spec §2 My Profile), also used by the Employees detail mode. */
export function EmployeeSections({ user }: { user: CurrentUser }) {
  return (
    <>
      <Section
        title="Basic Information"
        items={[
          ['First Name', user.firstName],
          ['Last Name', orDash(user.lastName)],
          ['Gender', enumText(user.gender)],
          ['Date of Birth', orDash(formatDisplayDate(user.dob))],
        ]}
      />
      <Section
        title="Job Details"
        items={[
          ['Employee ID', orDash(user.empId)],
          ['Job Title', orDash(user.jobTitle)],
          ['Department', enumText(user.department)],
          ['Role', enumText(user.role)],
          ['Employee Type', enumText(user.employeeType)],
          ['Date of Joining', orDash(formatDisplayDate(user.doj))],
          ['Weekly Hours', typeof user.weeklyHours === 'number' ? `${user.weeklyHours} h` : '—'],
          ['Line Manager', orDash(user.lineManagerName)],
        ]}
      />
      <Section
        title="Contact Information"
        items={[
          ['Work Email', user.officeEmail],
          ['Personal Email', orDash(user.email)],
          ['Phone', orDash(user.phone)],
          ['Emergency Number', orDash(user.emergencyNumber)],
        ]}
      />
      <Card title="Present Address">{address(user, 'present')}</Card>
      <Card title="Permanent Address">{address(user, 'permanent')}</Card>
    </>
  );
}
