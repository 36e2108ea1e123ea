import { homePathFor, isPathAllowed } from '../role-policy';

test.each([
  ['ADMIN', '/anything/at/all', true],
  ['MANAGER', '/clients', true],
  ['MANAGER', '/allocations', true],
  ['MANAGER', '/holidays', true],
  ['MANAGER', '/utilisation', true],
  ['MANAGER', '/timesheets/mine', true],
  ['MANAGER', '/leave', true],
  ['MANAGER', '/team-calendar', true],
  ['MANAGER', '/admin', false],
  ['EMPLOYEE', '/', true],
  ['EMPLOYEE', '/profile', true],
  ['EMPLOYEE', '/timesheets', true],
  ['EMPLOYEE', '/clients', false],
  ['EMPLOYEE', '/employees', false],
  ['EMPLOYEE', '/allocations', false],
  ['EMPLOYEE', '/holidays', false],
  ['EMPLOYEE', '/utilisation', false],
  ['EMPLOYEE', '/profiles', false],
  ['EMPLOYEE', '/leave', false],
  ['EMPLOYEE', '/team-calendar', false],
  ['SUPERHERO', '/', false],
  [null, '/', false],
])('%s at %s → allowed %s', (role, path, allowed) => {
  expect(isPathAllowed(role, path)).toBe(allowed);
});

test('the index sends an EMPLOYEE to /profile and everyone else to /clients', () => {
  expect(homePathFor('EMPLOYEE')).toBe('/profile');
  expect(homePathFor('MANAGER')).toBe('/clients');
  expect(homePathFor('ADMIN')).toBe('/clients');
});
