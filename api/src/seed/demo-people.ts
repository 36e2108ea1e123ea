import type { Faker } from '@faker-js/faker';
import type { EmployeeType, Gender, Role } from '@portal/shared-contracts';
import { addDays } from '../platform/calendar.js';
import type { NewUser } from '../modules/users/index.js';
import { DEMO_ACCOUNTS, JOB_TITLES } from './demo-data.js';

/** A country the demo company has staff in, with locale-matching fake data. */
export type Region = {
  countryId: number;
  states: { id: number; cities: readonly string[] }[];
  faker: Faker;
  zipPattern: string;
};

export type PeopleContext = { random: Faker; regions: Region[]; passwordHash: string; today: string; total: number };

const EMPLOYEE_TYPES: readonly EmployeeType[] = ['FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'];
const DEPARTMENT_COUNT = 7;
const EXTRA_MANAGERS = 5;
const INACTIVE_COUNT = 2;

type Address = { line1: string; line2: string; city: string; stateId: number; countryId: number; zip: string };

function address(ctx: PeopleContext, region: Region): Address {
  const state = ctx.random.helpers.arrayElement(region.states);
  return {
    line1: region.faker.location.streetAddress(),
    line2: region.faker.location.secondaryAddress(),
    city: ctx.random.helpers.arrayElement(state.cities),
    stateId: state.id,
    countryId: region.countryId,
    zip: region.faker.helpers.replaceSymbols(region.zipPattern),
  };
}

const asciiSlug = (text: string) => text.normalize('NFKD').toLowerCase().replace(/[^a-z]/g, '');

function person(ctx: PeopleContext, index: number, usedEmails: Set<string>): NewUser {
  const demo = DEMO_ACCOUNTS[index];
  const region = ctx.random.helpers.arrayElement(ctx.regions);
  const gender: Gender = demo?.gender ?? ctx.random.helpers.arrayElement(['MALE', 'FEMALE', 'MALE', 'FEMALE', 'OTHER'] as const);
  const sex = gender === 'OTHER' ? undefined : gender === 'MALE' ? 'male' : 'female';
  const firstName = demo?.firstName ?? region.faker.person.firstName(sex);
  const lastName = demo?.lastName ?? region.faker.person.lastName();
  let officeEmail: string = demo?.officeEmail ?? `${asciiSlug(firstName)}.${asciiSlug(lastName)}@example.com`;
  for (let n = 2; usedEmails.has(officeEmail); n++) officeEmail = officeEmail.replace(/\d*@/, `${n}@`);
  usedEmails.add(officeEmail);

  const departmentId = demo?.departmentId ?? (index % DEPARTMENT_COUNT) + 1;
  const role: Role = demo?.role ?? (index < DEMO_ACCOUNTS.length + EXTRA_MANAGERS ? 'MANAGER' : 'EMPLOYEE');
  const present = address(ctx, region);
  const permanent = ctx.random.datatype.boolean(0.5) ? present : address(ctx, region);
  // The last few generated people are former staff, so the Active filter has something to show.
  const active = index < ctx.total - INACTIVE_COUNT;

  return {
    firstName,
    lastName,
    gender,
    dob: addDays(ctx.today, -ctx.random.number.int({ min: 22 * 365, max: 60 * 365 })),
    doj: addDays(ctx.today, -ctx.random.number.int({ min: 30, max: 8 * 365 })),
    empId: `EMP${String(1001 + index)}`,
    email: region.faker.internet.email({ firstName: asciiSlug(firstName), lastName: asciiSlug(lastName), provider: 'mail.example.net' }).toLowerCase(),
    officeEmail,
    phone: region.faker.phone.number({ style: 'international' }),
    emergencyNumber: region.faker.phone.number({ style: 'international' }),
    presentLine1: present.line1, presentLine2: present.line2, presentCity: present.city,
    presentStateId: present.stateId, presentCountryId: present.countryId, presentZip: present.zip,
    permanentLine1: permanent.line1, permanentLine2: permanent.line2, permanentCity: permanent.city,
    permanentStateId: permanent.stateId, permanentCountryId: permanent.countryId, permanentZip: permanent.zip,
    role,
    departmentId,
    jobTitle: demo?.jobTitle ?? ctx.random.helpers.arrayElement(JOB_TITLES[departmentId] ?? ['Specialist']),
    // Photos are uploaded to the portal itself; seeding external URLs would break offline and under a CSP.
    profilePhotoUrl: null,
    employeeType: demo ? 'FULL_TIME' : ctx.random.helpers.arrayElement(EMPLOYEE_TYPES),
    active,
    passwordHash: ctx.passwordHash,
  };
}

/** The demo accounts first, then generated staff spread over every department. */
export function buildPeople(ctx: PeopleContext): NewUser[] {
  const usedEmails = new Set<string>();
  return Array.from({ length: ctx.total }, (_, index) => person(ctx, index, usedEmails));
}
