import {
  MAX_HOURS, MAX_HOURS_PER_DAY, MIN_HOURS, REJECTION_REASONS, WORK_DESCRIPTIONS, addDays, weekdaysBetween, type TimesheetStatus,
} from '../api-internals.js';
import type { Worker } from './generate-company.js';

export type TimesheetRow = {
  id: number; userId: number; projectId: number; date: string; hours: number; status: TimesheetStatus;
  description: string; rejectionReason: string | null; createdAt: string; updatedAt: string;
};

export const HISTORY_DAYS = 730;

/** Small, fast, seeded PRNG (mulberry32): a million rows through faker would dominate the load time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Schedule = { worker: Worker; entries: number; perDay: number; days: number; offset: number };

/**
 * Spreads `total` entries over the workers, each on distinct weekdays (several per day only when a worker has
 * more entries than weekdays), with hours kept so no day exceeds the API's 24-hour rule.
 */
function schedules(workers: Worker[], total: number, dayCount: number, random: () => number): Schedule[] {
  const base = Math.floor(total / workers.length);
  return workers.map((worker, index) => {
    const entries = base + (index < total % workers.length ? 1 : 0);
    const perDay = Math.max(1, Math.ceil(entries / dayCount));
    return { worker, entries, perDay, days: Math.ceil(entries / perDay), offset: random() };
  });
}

/** Which of the schedule's days (0-based) falls on weekday index `day`, or -1. */
function slotOn(s: Schedule, day: number, dayCount: number): number {
  if (s.days === 0) return -1;
  const slot = Math.ceil((day * s.days) / dayCount - s.offset);
  return slot >= 0 && slot < s.days && Math.floor(((slot + s.offset) * dayCount) / s.days) === day ? slot : -1;
}

function statusFor(ageInDays: number, roll: number): TimesheetStatus {
  const [approved, rejected] = ageInDays > 14 ? [0.85, 0.1] : [0.25, 0.05];
  return roll < approved ? 'APPROVED' : roll < approved + rejected ? 'REJECTED' : 'SUBMITTED';
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

/** Timesheets in the order people log them (day by day over ~2 years up to today), `chunkRows` at a time. */
export function* generateTimesheets(workers: Worker[], total: number, today: string, chunkRows = 20_000): Generator<TimesheetRow[]> {
  const random = seededRandom(20240603);
  const days = weekdaysBetween(addDays(today, -HISTORY_DAYS), today);
  if (workers.length === 0 || total === 0) return;
  if (workers.some((w) => w.projectIds.length === 0)) throw new Error('bench: every worker needs a project to book on');
  const plan = schedules(workers, total, days.length, random);
  if (plan.some((s) => s.perDay * MIN_HOURS > MAX_HOURS_PER_DAY)) throw new Error('bench: too many timesheets per person for two years of 24-hour days');
  let id = 0;
  let chunk: TimesheetRow[] = [];
  for (let day = 0; day < days.length; day++) {
    const date = days[day] as string;
    const ageInDays = days.length - 1 - day;
    for (const s of plan) {
      const slot = slotOn(s, day, days.length);
      if (slot < 0) continue;
      const count = Math.min(s.perDay, s.entries - slot * s.perDay);
      // In half hours: one entry is a normal 2-9 h day; several share the day without passing 24 h.
      const maxHalves = Math.min(MAX_HOURS, Math.floor(MAX_HOURS_PER_DAY / count / MIN_HOURS) * MIN_HOURS) * 2;
      const minHalves = count === 1 ? 4 : 1;
      const projectIds = s.worker.projectIds;
      const firstProject = Math.floor(random() * projectIds.length);
      for (let n = 0; n < count; n++) {
        const status = statusFor(ageInDays, random());
        const created = `${date}T${String(16 + Math.floor(random() * 6)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00Z`;
        chunk.push({
          id: ++id,
          userId: s.worker.userId,
          projectId: projectIds[(firstProject + n) % projectIds.length] as number,
          date,
          hours: (minHalves + Math.floor(random() * (maxHalves - minHalves + 1))) / 2,
          status,
          description: pick(WORK_DESCRIPTIONS, random),
          rejectionReason: status === 'REJECTED' ? pick(REJECTION_REASONS, random) : null,
          createdAt: created,
          updatedAt: created,
        });
        if (chunk.length >= chunkRows) {
          yield chunk;
          chunk = [];
        }
      }
    }
  }
  if (chunk.length > 0) yield chunk;
}
