import dayjs from 'dayjs';
import { employeeFormSchema, employeeFormValues, employeePayload } from '../components/employee-form-schema';

const valid = { ...employeeFormValues(), firstName: 'Grace', officeEmail: 'grace@example.com', departmentId: 1, employeeType: 'FULL_TIME' as const };

async function messagesFor(values: object, restricted = false): Promise<string[]> {
  try {
    await employeeFormSchema({ restricted }).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

test('dates of birth and joining may be today but not tomorrow', async () => {
  const today = dayjs().format('YYYY-MM-DD');
  const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
  expect(await messagesFor({ ...valid, dob: today, doj: today })).toEqual([]);
  expect(await messagesFor({ ...valid, dob: tomorrow, doj: tomorrow })).toEqual([
    'Date of Birth should not be a future date.',
    'Date of Joining should not be a future date.',
  ]);
});

test('role must be one of the three roles', async () => {
  expect(await messagesFor({ ...valid, role: 'OWNER' })).toEqual(['Role must be Admin, Manager or Employee']);
});

test('someone editing their own restricted profile is not asked for a department they cannot set', async () => {
  const withoutJob = { ...valid, departmentId: null, employeeType: null };
  expect(await messagesFor(withoutJob)).toEqual(['Department is required', 'Employee Type is required']);
  expect(await messagesFor(withoutJob, true)).toEqual([]);
});

test('the payload trims text, sends blanks as null, drops ids of 0 and leaves out restricted fields when asked', () => {
  const values = { ...valid, lastName: '  ', phone: ' +1 555 ', presentCountryId: 0, presentStateId: 0, permanentCountryId: 2, permanentStateId: 21 };
  const payload = employeePayload(values);
  expect(payload).toMatchObject({ firstName: 'Grace', lastName: null, phone: '+1 555', presentCountryId: null, presentStateId: null, permanentCountryId: 2, permanentStateId: 21, email: null });
  const own = employeePayload(values, { restricted: true });
  for (const field of ['doj', 'empId', 'jobTitle', 'role', 'departmentId', 'employeeType', 'email', 'officeEmail']) expect(own).not.toHaveProperty(field);
  expect(own).toMatchObject({ firstName: 'Grace', phone: '+1 555' });
});
