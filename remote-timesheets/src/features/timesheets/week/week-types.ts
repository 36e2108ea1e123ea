// Local mirror of the week contract until shared-contracts/src/timesheet-weeks.ts lands (issue 21); delete then.
import type { TimesheetStatus } from '@portal/shared-contracts';

export type WeekCell = { id: number; hours: number; status: TimesheetStatus; rejectionReason: string | null };

export type WeekRow = { projectId: number; projectName: string; description: string; cells: Record<string, WeekCell> };

export type TimesheetWeek = {
  week: string;
  days: string[];
  today: string;
  version: string;
  expectedHours: number;
  holidays: { date: string; name: string }[];
  timeOff: { startDate: string; endDate: string; kind: string }[];
  allocatedProjects: { id: number; name: string }[];
  rows: WeekRow[];
};

export type TimesheetWeekSave = {
  version: string;
  rows: { projectId: number; description: string; cells: Record<string, { id?: number; hours: number | null }> }[];
};
