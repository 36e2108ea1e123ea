import { http, HttpResponse } from 'msw';
import { createRecordingServer } from '@portal/shared-ui/testing';
import type { MissingTimesheetRow, SendRemindersBody, SendRemindersResult } from '../api/missing-timesheets-api';

export const carla: MissingTimesheetRow = {
  userId: 3, name: 'Carla Xu', officeEmail: 'carla@example.com', departmentName: 'HUMAN_RESOURCES', weekStart: '2026-11-16',
  expected: 40, logged: 32.5, missing: 7.5, lastReminderAt: null,
};
export const dmitri: MissingTimesheetRow = {
  userId: 4, name: 'Dmitri Wolfe', officeEmail: 'dmitri@example.com', departmentName: null, weekStart: '2026-11-09',
  expected: 32, logged: 0, missing: 32, lastReminderAt: '2026-11-17T09:00:00.000Z',
};

/**
 * A fake missing-timesheets API recording every request: two person-weeks; a reminder is sent to everyone asked
 * for but Dmitri, whose hours it says are logged now. Tests override routes with `server.use`.
 */
export function createMissingTimesheetsServer() {
  const { server, requests, clearRequests } = createRecordingServer(
    http.get('/api/v1/reports/missing-timesheets', () => HttpResponse.json({ from: '2026-10-26', to: '2026-11-22', data: [carla, dmitri], total: 2 })),
    http.post('/api/v1/reports/missing-timesheets/reminders', async ({ request }) => {
      const { userIds } = (await request.json()) as SendRemindersBody;
      const skipped = userIds.filter((id) => id === dmitri.userId).map((userId) => ({ userId, reason: 'NOT_MISSING' as const }));
      return HttpResponse.json<SendRemindersResult>({ sent: userIds.length - skipped.length, skipped });
    }),
  );
  const lists = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/reports/missing-timesheets');
  const posts = () => requests.filter((r) => r.method === 'POST');
  return { server, requests, lists, posts, clearRequests };
}
