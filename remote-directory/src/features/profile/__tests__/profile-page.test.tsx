import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import { setCurrentUserId, storedUser, usersServer, runUsersServer, writes } from '../../../testing/users-server';
import ProfilePage from '../components/profile-page';

runUsersServer();
jest.setTimeout(90_000);

test('shows the signed-in user in read-only sections', () => {
  renderWithPortal(<ProfilePage />, {
    user: {
      id: 3, role: 'EMPLOYEE', firstName: 'Eve', lastName: 'Employee', fullName: 'Eve Employee', officeEmail: 'employee@example.com',
      department: 'ENGINEERING', employeeType: 'FULL_TIME', dob: '1990-04-12', presentCity: 'Austin', presentStateName: 'Texas', presentCountryName: 'United States',
    },
  });
  for (const section of ['Basic Information', 'Job Details', 'Contact Information', 'Present Address', 'Permanent Address']) {
    expect(screen.getByText(section)).toBeInTheDocument();
  }
  expect(screen.getByRole('heading', { name: 'Eve Employee' })).toBeInTheDocument();
  expect(screen.getByText('04-12-1990')).toBeInTheDocument();
  expect(screen.getByText('Full Time')).toBeInTheDocument();
  expect(screen.getByText('Austin, Texas, United States')).toBeInTheDocument();
  expect(screen.getByText('Upload Photo')).toBeInTheDocument();
});

test('a photo, when there is one, is shown round at its URL', () => {
  renderWithPortal(<ProfilePage />, { user: { ...testUsers.employee, profilePhotoUrl: '/api/v1/users/3/photo/abc.png' } });
  const photo = screen.getByAltText('Photo of Eve Employee');
  expect(photo).toHaveAttribute('src', '/api/v1/users/3/photo/abc.png');
  expect(photo.closest('.ant-avatar')).toHaveClass('ant-avatar-circle');
  expect(screen.getByText('Change Photo')).toBeInTheDocument();
});

test('a photo the server refuses says why, in the server\'s words', async () => {
  const message = 'The photo could not be read as an image; it may be damaged.';
  usersServer.use(
    http.put('/api/v1/users/:id/photo', () =>
      HttpResponse.json({ statusCode: 400, error: 'Bad Request', message, details: [{ field: 'photo', message: 'is not a readable PNG, JPEG or WebP image' }] }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  const { container } = renderWithPortal(<ProfilePage />, { user: storedUser(3)! });
  await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByText('Photo not uploaded')).toBeInTheDocument();
});

test('without a signed-in user it says Not authenticated', () => {
  renderWithPortal(<ProfilePage />);
  expect(screen.getByText('Not authenticated')).toBeInTheDocument();
});

test('an employee edits their phone and name; job and e-mail fields stay read-only and are not sent; the header name follows', async () => {
  const user = userEvent.setup();
  const { store } = renderWithPortal(<ProfilePage />, { user: storedUser(3)! });
  await user.click(screen.getByText('Edit'));
  const dialog = await findDialog('Edit Employee');
  for (const label of ['Work Email', 'Personal Email', 'Employee ID', 'Job Title', 'Date of Joining']) {
    expect(within(dialog).getByLabelText(label)).toBeDisabled();
  }
  expect(within(dialog).getByLabelText('Phone')).toBeEnabled();
  await user.clear(within(dialog).getByLabelText('Phone'));
  await user.type(within(dialog).getByLabelText('Phone'), '+1 555 0199');
  await user.clear(within(dialog).getByLabelText('First Name'));
  await user.type(within(dialog).getByLabelText('First Name'), 'Evelyn');
  await user.click(within(dialog).getByText('Update'));

  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(screen.getByText('Success')).toBeInTheDocument();
  const sent = writes[0]?.body as Record<string, unknown>;
  expect(sent).toMatchObject({ phone: '+1 555 0199', firstName: 'Evelyn' });
  expect(sent).not.toHaveProperty('officeEmail');
  expect(sent).not.toHaveProperty('departmentId');
  await waitFor(() => expect(store.getState().auth.user?.fullName).toBe('Evelyn Employee'));
  expect(screen.getByRole('heading', { name: 'Evelyn Employee' })).toBeInTheDocument();
});

test('an admin editing their own profile may change everything', async () => {
  setCurrentUserId(10);
  const user = userEvent.setup();
  renderWithPortal(<ProfilePage />, { user: { ...storedUser(10)!, role: 'ADMIN' } });
  await user.click(screen.getByText('Edit'));
  const dialog = await findDialog('Edit Employee');
  expect(within(dialog).getByLabelText('Work Email')).toBeEnabled();
  expect(within(dialog).getByLabelText('Job Title')).toBeEnabled();
});

test('a failed save says so with the profile texts and keeps the dialog', async () => {
  usersServer.use(http.put('/api/v1/users/:id', () => HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }, { status: 500 })));
  const user = userEvent.setup();
  renderWithPortal(<ProfilePage />, { user: storedUser(3)! });
  await user.click(screen.getByText('Edit'));
  const dialog = await findDialog('Edit Employee');
  await user.click(within(dialog).getByText('Update'));
  expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(await findDialog('Edit Employee')).toBeInTheDocument();
});

test('My Time Off lists the signed-in person\'s own time off, read-only', async () => {
  renderWithPortal(<ProfilePage />, { user: storedUser(3)! });
  const card = screen.getByRole('region', { name: 'My Time Off' });
  expect(await within(card).findByText('10-05-2026 – 10-06-2026')).toBeInTheDocument();
  expect(within(card).getByText('Sick')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  expect(screen.getByText('40 h')).toBeInTheDocument();
});

test('My Time Off says so when there is none', async () => {
  setCurrentUserId(11);
  renderWithPortal(<ProfilePage />, { user: storedUser(11)! });
  expect(await within(screen.getByRole('region', { name: 'My Time Off' })).findByText('No time off recorded.')).toBeInTheDocument();
});
