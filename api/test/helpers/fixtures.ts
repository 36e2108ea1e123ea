import { hashPassword } from '../../src/platform/auth/passwords.js';
import type { App } from '../../src/app.js';
import type { NewUser } from '../../src/modules/users/users-repository.js';
import { createTestApp, type TestApp } from './test-app.js';

export const PASSWORD = 'Correct-Horse-42';

let passwordHash: Promise<string> | undefined;
/** argon2 is slow on purpose; every fixture user shares one hash. */
export const fixturePasswordHash = () => (passwordHash ??= hashPassword(PASSWORD));

type Place = { countryId: number; stateId: number; countryName: string; stateName: string };

async function place(app: App, isoCode: string, stateName: string): Promise<Place> {
  const countryId = await app.repos.countries.findCountryIdByIso(isoCode);
  const state = countryId && (await app.repos.countries.statesOfCountry(countryId)).find((s) => s.name === stateName);
  if (!countryId || !state) throw new Error(`fixture place ${isoCode}/${stateName} missing`);
  const countryName = (await app.repos.countries.listCountries()).find((c) => c.id === countryId)?.name ?? '';
  return { countryId, stateId: state.id, countryName, stateName };
}

/**
 * A small, hand-made company. First names are alphabetical by creation order (Alice, Bruno, Carla, ...)
 * and last names reverse-alphabetical, so sort tests can state their expectations plainly.
 */
export async function seedFixtures(testApp: TestApp) {
  const { app } = testApp;
  const hash = await fixturePasswordHash();
  const california = await place(app, 'US', 'California');
  const karnataka = await place(app, 'IN', 'Karnataka');
  const texas = await place(app, 'US', 'Texas');

  const base = (over: Partial<NewUser> & Pick<NewUser, 'firstName' | 'officeEmail'>): NewUser => ({ passwordHash: hash, ...over });
  const [admin, manager, employee, colleague, inactive, noPassword] = await app.repos.users.insertMany([
    base({ firstName: 'Alice', lastName: 'Zimmer', officeEmail: 'alice@test.example', role: 'ADMIN', departmentId: 6, empId: 'E001' }),
    base({ firstName: 'Bruno', lastName: 'Young', officeEmail: 'bruno@test.example', role: 'MANAGER', departmentId: 1, empId: 'E002' }),
    base({
      firstName: 'Carla', lastName: 'Xu', officeEmail: 'Carla@Test.example', role: 'EMPLOYEE', departmentId: 1, empId: 'E003',
      gender: 'FEMALE', dob: '1990-02-28', doj: '2020-01-06', email: 'carla.personal@mail.example', phone: '+1 555 0100',
      emergencyNumber: '+1 555 0199', presentLine1: '1 Market St', presentLine2: 'Suite 5', presentCity: 'San Francisco',
      presentStateId: california.stateId, presentCountryId: california.countryId, presentZip: '94105',
      permanentLine1: '12 MG Road', permanentLine2: null, permanentCity: 'Bengaluru', permanentStateId: karnataka.stateId,
      permanentCountryId: karnataka.countryId, permanentZip: '560001', jobTitle: 'Software Engineer',
      profilePhotoUrl: 'https://img.example/carla.jpg', employeeType: 'FULL_TIME',
    }),
    base({ firstName: 'Dmitri', lastName: 'Wolfe', officeEmail: 'dmitri@test.example', role: 'EMPLOYEE', departmentId: 2, empId: 'E004' }),
    base({ firstName: 'Elena', lastName: 'Vance', officeEmail: 'elena@test.example', role: 'EMPLOYEE', departmentId: 3, empId: 'E005', active: false }),
    base({ firstName: 'Farid', lastName: 'Underwood', officeEmail: 'farid@test.example', role: 'EMPLOYEE', departmentId: 2, empId: 'E006', passwordHash: null }),
  ]);

  const [acme, globex, initech] = await app.repos.clients.insertMany([
    { name: 'Acme Corp', contactPerson: 'Road Runner', email: 'rr@acme.example', phone: '+1 555 1000', city: 'Los Angeles', stateId: california.stateId, countryId: california.countryId, zip: '90001' },
    { name: 'Globex', contactPerson: 'Hank Scorpio', email: 'hank@globex.example', phone: '+91 80 1234', city: 'Bengaluru', stateId: karnataka.stateId, countryId: karnataka.countryId, zip: '560002', active: false },
    { name: 'Initech', contactPerson: null, email: 'bill@initech.example', phone: '+1 555 3000', city: 'Austin', stateId: texas.stateId, countryId: texas.countryId, zip: '73301' },
  ]);
  const [apollo, borealis, cygnus] = await app.repos.projects.insertMany([
    { name: 'Apollo', clientId: acme!, status: 'IN_PROGRESS', progressDetails: 'DEVELOPMENT', startDate: '2025-01-01', endDate: '2025-12-31' },
    { name: 'Borealis', clientId: globex!, status: 'NOT_STARTED', startDate: '2025-06-01', endDate: '2025-09-30' },
    { name: 'Cygnus', clientId: initech!, status: 'COMPLETED', startDate: '2024-01-01', endDate: '2024-06-30' },
  ]);

  const ids = { admin, manager, employee, colleague, inactive, noPassword, acme, globex, initech, apollo, borealis, cygnus };
  for (const [key, value] of Object.entries(ids)) if (value === undefined) throw new Error(`fixture ${key} not created`);
  return { ...(ids as Record<keyof typeof ids, number>), places: { california, karnataka, texas } };
}

export type Fixtures = Awaited<ReturnType<typeof seedFixtures>>;

/** Signs in through the API and returns the access token. */
export async function signIn(testApp: TestApp, username: string, password = PASSWORD): Promise<string> {
  const response = await testApp.request({ method: 'POST', url: '/api/v1/users/signin', body: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

export type Tokens = { admin: string; manager: string; employee: string; colleague: string };

export async function signInAll(testApp: TestApp): Promise<Tokens> {
  return {
    admin: await signIn(testApp, 'alice@test.example'),
    manager: await signIn(testApp, 'bruno@test.example'),
    employee: await signIn(testApp, 'carla@test.example'),
    colleague: await signIn(testApp, 'dmitri@test.example'),
  };
}

/** A fresh app with the fixtures seeded and the four fixture people signed in: the setup most suites share. */
export async function startSeededApp(): Promise<{ t: TestApp; fx: Fixtures; tokens: Tokens }> {
  const t = await createTestApp();
  const fx = await seedFixtures(t);
  return { t, fx, tokens: await signInAll(t) };
}
