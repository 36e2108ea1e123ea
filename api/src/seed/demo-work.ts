import type { Faker } from '@faker-js/faker';
import { PROGRESS_DETAILS, type ProjectStatus, type TimesheetStatus } from '@portal/shared-contracts';
import { addDays, weekdaysBetween } from '../platform/calendar.js';
import type { NewAllocation } from '../modules/allocations/index.js';
import type { NewClient } from '../modules/clients/index.js';
import type { NewProject } from '../modules/projects/index.js';
import type { NewTimesheet } from '../modules/timesheets/index.js';
import { PROJECT_NAMES, REJECTION_REASONS, WORK_DESCRIPTIONS } from './demo-data.js';
import type { Region } from './demo-people.js';

const STATUS_PLAN: readonly ProjectStatus[] = [
  ...Array<ProjectStatus>(10).fill('IN_PROGRESS'), ...Array<ProjectStatus>(5).fill('NOT_STARTED'),
  ...Array<ProjectStatus>(3).fill('ON_HOLD'), ...Array<ProjectStatus>(5).fill('COMPLETED'), ...Array<ProjectStatus>(2).fill('CANCELLED'),
];

export function buildClients(random: Faker, regions: Region[], count: number): NewClient[] {
  const names = new Set<string>();
  while (names.size < count) names.add(random.company.name());
  return [...names].map((name, index) => {
    const region = random.helpers.arrayElement(regions);
    const state = random.helpers.arrayElement(region.states);
    const domain = name.toLowerCase().replace(/[^a-z]+/g, '') + '.example.com';
    const contactPerson = region.faker.person.fullName();
    return {
      name,
      contactPerson,
      email: `${contactPerson.split(' ')[0]?.toLowerCase().replace(/[^a-z]/g, '') || 'contact'}@${domain}`,
      phone: region.faker.phone.number({ style: 'international' }),
      city: random.helpers.arrayElement(state.cities),
      stateId: state.id,
      countryId: region.countryId,
      zip: region.faker.helpers.replaceSymbols(region.zipPattern),
      active: index < count - 2,
    };
  });
}

/** Dates that fit each status: finished work lies in the past, not-started work in the future. */
function projectDates(random: Faker, status: ProjectStatus, today: string): { startDate: string; endDate: string } {
  const days = (min: number, max: number) => random.number.int({ min, max });
  switch (status) {
    case 'NOT_STARTED': { const start = addDays(today, days(7, 60)); return { startDate: start, endDate: addDays(start, days(60, 240)) }; }
    case 'COMPLETED': { const end = addDays(today, -days(10, 90)); return { startDate: addDays(end, -days(60, 300)), endDate: end }; }
    case 'CANCELLED': { const start = addDays(today, -days(60, 200)); return { startDate: start, endDate: addDays(start, days(30, 120)) }; }
    default: return { startDate: addDays(today, -days(30, 240)), endDate: addDays(today, days(30, 270)) };
  }
}

export function buildProjects(random: Faker, clientIds: number[], today: string): NewProject[] {
  return PROJECT_NAMES.map((name, index) => {
    const status = STATUS_PLAN[index % STATUS_PLAN.length] ?? 'NOT_STARTED';
    return {
      name,
      clientId: clientIds[index % clientIds.length] ?? 0,
      status,
      ...projectDates(random, status, today),
      progressDetails: status === 'IN_PROGRESS' ? random.helpers.arrayElement(PROGRESS_DETAILS) : null,
    };
  });
}

/**
 * One allocation per person, plus a second overlapping one for some so that a few people are booked
 * over 100 % of their working day, until `count` rows exist.
 */
export function buildAllocations(random: Faker, userIds: number[], projectIds: number[], today: string, count: number): NewAllocation[] {
  const rows: NewAllocation[] = [];
  for (let i = 0; rows.length < count; i++) {
    const userId = userIds[i % userIds.length] ?? 0;
    const second = i >= userIds.length;
    const startDate = addDays(today, -random.number.int({ min: 0, max: 90 }));
    rows.push({
      userId,
      projectId: random.helpers.arrayElement(projectIds),
      allocationHours: second ? random.helpers.arrayElement([1, 2, 2.5, 3, 4]) : random.helpers.arrayElement([4, 5, 6, 6.5, 7, 7.75, 8]),
      startDate,
      endDate: addDays(startDate, random.number.int({ min: 30, max: 150 })),
    });
  }
  return rows;
}

function timesheetStatus(random: Faker, ageInDays: number): TimesheetStatus {
  const [approved, rejected] = ageInDays > 14 ? [0.85, 0.1] : [0.25, 0.05];
  const roll = random.number.float({ min: 0, max: 1 });
  return roll < approved ? 'APPROVED' : roll < approved + rejected ? 'REJECTED' : 'SUBMITTED';
}

export type TimesheetPlan = { userId: number; projectIds: number[]; diligence: number }[];

/** Weekdays of the last ~3 months up to today; 1-2 entries on most days, at most 18 h per person and day. */
export function buildTimesheets(random: Faker, plan: TimesheetPlan, today: string): NewTimesheet[] {
  const days = weekdaysBetween(addDays(today, -91), today);
  const rows: NewTimesheet[] = [];
  days.forEach((date, dayIndex) => {
    const ageInDays = days.length - 1 - dayIndex;
    for (const person of plan) {
      if (!random.datatype.boolean(person.diligence)) continue;
      const entries = random.datatype.boolean(0.15) && person.projectIds.length > 1 ? 2 : 1;
      const projects = random.helpers.arrayElements(person.projectIds, entries);
      for (const projectId of projects) {
        const status = timesheetStatus(random, ageInDays);
        rows.push({
          userId: person.userId,
          projectId,
          date,
          hours: entries === 1 ? random.number.int({ min: 8, max: 18 }) / 2 : random.number.int({ min: 1, max: 9 }) / 2,
          status,
          description: random.helpers.arrayElement(WORK_DESCRIPTIONS),
          rejectionReason: status === 'REJECTED' ? random.helpers.arrayElement(REJECTION_REASONS) : null,
        });
      }
    }
  });
  return rows;
}
