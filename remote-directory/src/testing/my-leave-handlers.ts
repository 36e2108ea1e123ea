import { http, HttpResponse } from 'msw';
import type { LeaveBalance, LeaveQuoteQuery, LeaveRequest, LeaveRequestBody, LeaveType } from '@portal/shared-contracts';
import { LEAVE_TYPES } from '@portal/shared-contracts/values';

/** One's own request as the API answers it; override only what a test is about. */
export function makeMyLeaveRequest(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    id: 1, userId: 3, userName: 'Eve Employee', leaveType: 'VACATION', startDate: '2099-07-06', endDate: '2099-07-08', halfDayStart: false,
    halfDayEnd: false, days: 3, note: null, status: 'APPROVED', decisionReason: null, decidedBy: 12, decidedAt: '2026-11-20T09:00:00.000Z',
    createdAt: '2026-11-19T09:00:00.000Z', ...overrides,
  };
}

const seedRequests = (): LeaveRequest[] => [
  makeMyLeaveRequest({ id: 3, leaveType: 'OTHER', startDate: '2099-09-14', endDate: '2099-09-14', halfDayStart: true, days: 0.5, status: 'PENDING', decidedBy: null, decidedAt: null }),
  makeMyLeaveRequest({ id: 2 }),
  makeMyLeaveRequest({ id: 1, leaveType: 'SICK', startDate: '2026-02-02', endDate: '2026-02-03', days: 2, status: 'DECLINED', decisionReason: 'Please see HR first' }),
];
const ALLOWANCES: Record<LeaveType, number> = { VACATION: 20, SICK: 10, OTHER: 2 };

let requests = seedRequests();
let nextId = 100;

/** Working days Monday to Friday, a half day at either end 0.5 (the fake knows no public holidays). */
function daysOf({ startDate, endDate, halfDayStart, halfDayEnd }: LeaveQuoteQuery): number {
  let days = 0;
  for (let day = new Date(`${startDate}T00:00:00Z`); day <= new Date(`${endDate}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() % 6 !== 0) days += 1;
  }
  return days - (halfDayStart ? 0.5 : 0) - (halfDayEnd && endDate !== startDate ? 0.5 : 0);
}

function balanceOf(leaveType: LeaveType, extra = 0): LeaveBalance {
  const held = (status: LeaveRequest['status']) => requests.filter((row) => row.leaveType === leaveType && row.status === status).reduce((sum, row) => sum + row.days, 0);
  const approved = held('APPROVED') + held('CANCELLATION_PENDING');
  const pending = held('PENDING') + extra;
  const allowance = ALLOWANCES[leaveType];
  return { leaveType, allowsNegative: leaveType === 'SICK', allowance, carryOver: 0, approved, pending, remaining: allowance - approved - pending };
}

const badRequest = (field: string, message: string) =>
  HttpResponse.json({ statusCode: 400, error: 'Bad Request', message, details: [{ field, message }] }, { status: 400 });

/** As the API: the request's working days and balance, or its refusal (a one-day request halved at its end, over the balance). */
function assess(query: LeaveQuoteQuery) {
  if (query.startDate === query.endDate && query.halfDayEnd) return { refusal: badRequest('halfDayEnd', 'A one-day request is either a half day or a whole day: set halfDayStart only.') };
  const days = daysOf(query);
  const balance = balanceOf(query.leaveType, days);
  if (!balance.allowsNegative && balance.remaining < 0) return { refusal: badRequest('endDate', `This takes ${days} days and only ${balance.remaining + days} are left of this type this year.`) };
  return { days, balance };
}

const move = (id: number, from: LeaveRequest['status'], to: LeaveRequest['status']) => {
  const found = requests.find((row) => row.id === id && row.status === from);
  if (!found) return HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'This request has changed; reload.' }, { status: 409 });
  found.status = to;
  return HttpResponse.json(found);
};

/** The signed-in person's leave API (My Profile's Leave section), in memory. */
export const myLeaveHandlers = [
  http.get('/api/v1/users/:id/leave-balances', ({ params }) => HttpResponse.json({ userId: Number(params.id), year: 2026, data: LEAVE_TYPES.map((type) => balanceOf(type)) })),
  http.get('/api/v1/leave-requests/mine', () => HttpResponse.json({ data: requests, total: requests.length })),
  http.get('/api/v1/leave-requests/quote', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = { ...Object.fromEntries(params), halfDayStart: params.get('halfDayStart') === 'true', halfDayEnd: params.get('halfDayEnd') === 'true' } as LeaveQuoteQuery;
    const assessed = assess(query);
    return assessed.refusal ?? HttpResponse.json({ days: assessed.days, balance: assessed.balance });
  }),
  http.post('/api/v1/leave-requests', async ({ request }) => {
    const body = (await request.json()) as LeaveRequestBody;
    const halves = { halfDayStart: body.halfDayStart ?? false, halfDayEnd: body.halfDayEnd ?? false };
    const assessed = assess({ ...body, ...halves });
    if (assessed.refusal) return assessed.refusal;
    const created = makeMyLeaveRequest({ ...body, ...halves, id: nextId++, days: assessed.days, note: body.note ?? null, status: 'PENDING', decidedBy: null, decidedAt: null });
    requests = [created, ...requests].sort((a, b) => b.startDate.localeCompare(a.startDate));
    return HttpResponse.json({ request: created, balance: assessed.balance }, { status: 201 });
  }),
  http.post('/api/v1/leave-requests/:id/withdraw', ({ params }) => move(Number(params.id), 'PENDING', 'WITHDRAWN')),
  http.post('/api/v1/leave-requests/:id/cancellation', ({ params }) => move(Number(params.id), 'APPROVED', 'CANCELLATION_PENDING')),
];

/** Back to the seeded requests, between tests. */
export function resetMyLeave() {
  requests = seedRequests();
  nextId = 100;
}

/** Empties the person's requests (the empty state). */
export function clearMyLeave() {
  requests = [];
}
