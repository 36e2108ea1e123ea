import { screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared-ui/testing';
import ProfilePage from '../components/profile-page';

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
});

test('without a signed-in user it says Not authenticated', () => {
  renderWithPortal(<ProfilePage />);
  expect(screen.getByText('Not authenticated')).toBeInTheDocument();
});
