import { http, HttpResponse } from 'msw';
import { createRecordingServer } from '@portal/shared-ui/testing';
import type { Holiday } from '../api/holidays-api';

export const christmas: Holiday = { id: 1, date: '2026-12-25', name: 'Christmas Day' };
export const newYear: Holiday = { id: 2, date: '2026-01-01', name: "New Year's Day" };

/** A fake holidays API holding a list in memory and recording every request; tests override routes with `server.use`. */
export function createHolidayServer() {
  // Out of date order on purpose: the page sorts by date.
  let holidays: Holiday[] = [christmas, newYear];
  const { server, requests, writes, clearRequests } = createRecordingServer(
    http.get('/api/v1/holidays', ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '9999';
      const data = holidays.filter((h) => h.date >= from && h.date <= to);
      return HttpResponse.json({ data, total: data.length });
    }),
    http.post('/api/v1/holidays', async ({ request }) => {
      const body = (await request.json()) as { date: string; name: string };
      const existing = holidays.find((h) => h.date === body.date);
      if (existing) {
        const message = `${existing.date} is already a holiday: ${existing.name}.`;
        return HttpResponse.json({ statusCode: 409, error: 'Conflict', message, details: [{ field: 'date', message }], code: 'DUPLICATE_HOLIDAY' }, { status: 409 });
      }
      const added = { id: holidays.length + 10, ...body };
      holidays.push(added);
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete('/api/v1/holidays/:id', ({ params }) => {
      holidays = holidays.filter((h) => h.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const reset = () => {
    clearRequests();
    holidays = [christmas, newYear];
  };
  return { server, requests, writes, reset };
}
