import { http, HttpResponse } from 'msw';
import { createRecordingServer, serveDuringTests } from '@portal/shared-ui/testing';
import type { LeaveAllowance, LeaveBalance, LeaveRequest } from '@portal/shared-contracts';

/** A waiting request as the API answers it; override only what a test is about. */
export function makeLeaveRequest(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    id: 1, userId: 10, userName: 'Grace Hopper', leaveType: 'VACATION', startDate: '2026-12-21', endDate: '2026-12-24', halfDayStart: false,
    halfDayEnd: true, days: 3.5, note: 'Family visit', status: 'PENDING', decisionReason: null, decidedBy: null, decidedAt: null,
    createdAt: '2026-11-20T09:00:00.000Z', ...overrides,
  };
}

const seedWaiting = () => [
  makeLeaveRequest(),
  makeLeaveRequest({ id: 2, userId: 3, userName: 'Eve Employee', leaveType: 'OTHER', startDate: '2026-10-05', endDate: '2026-10-06', halfDayEnd: false, days: 2, note: null, status: 'CANCELLATION_PENDING' }),
];
const balance = (overrides: Partial<LeaveBalance>): LeaveBalance => ({
  leaveType: 'VACATION', allowsNegative: false, allowance: 25, carryOver: 2, approved: 5, pending: 3.5, remaining: 18.5, ...overrides,
});
const seedAllowances = (): LeaveAllowance[] => [
  { userId: null, leaveType: 'VACATION', days: 25 },
  { userId: null, leaveType: 'SICK', days: 10 },
  { userId: null, leaveType: 'OTHER', days: 3 },
  { userId: 10, leaveType: 'VACATION', days: 28 },
];

let waiting = seedWaiting();
let allowances = seedAllowances();

/** A 400 as the API words it: the reason on its field. */
export const badRequest = (field: string, message: string) =>
  HttpResponse.json({ statusCode: 400, error: 'Bad Request', code: 'INVALID_INPUT', message, details: [{ field, message }] }, { status: 400 });

/** The leave API of the approvals and allowances tabs, keeping what was decided and set; `writes()` is what reached it. */
export const { server, writes, requests, clearRequests } = createRecordingServer(
  http.get('/api/v1/leave-requests/waiting', () => HttpResponse.json({ data: waiting, total: waiting.length })),
  http.get('/api/v1/users/:id/leave-balances', ({ params }) =>
    HttpResponse.json({ userId: Number(params.id), year: 2026, data: [balance({}), balance({ leaveType: 'OTHER', allowance: 3, carryOver: 0, approved: 2, pending: 0, remaining: 1 })] }),
  ),
  http.post('/api/v1/leave-requests/:id/decision', async ({ params, request }) => {
    const body = (await request.json()) as { decision: string; reason?: string };
    const found = waiting.find((row) => row.id === Number(params.id));
    if (!found) return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Leave request not found.' }, { status: 404 });
    waiting = waiting.filter((row) => row !== found);
    return HttpResponse.json({ ...found, status: body.decision === 'APPROVE' ? 'APPROVED' : 'DECLINED', decisionReason: body.reason ?? null });
  }),
  http.get('/api/v1/leave/allowances', () => HttpResponse.json({ data: allowances, total: allowances.length })),
  http.put('/api/v1/leave/allowances', async ({ request }) => {
    const body = (await request.json()) as { userId?: number | null; leaveType: LeaveAllowance['leaveType']; days: number | null };
    const userId = body.userId ?? null;
    allowances = allowances.filter((row) => !(row.userId === userId && row.leaveType === body.leaveType));
    if (body.days !== null) allowances.push({ userId, leaveType: body.leaveType, days: body.days });
    return HttpResponse.json({ data: allowances, total: allowances.length });
  }),
  http.get('/api/v1/users/dropdown', () => HttpResponse.json([{ id: 10, name: 'Grace Hopper' }, { id: 3, name: 'Eve Employee' }])),
);

serveDuringTests(server, () => {
  clearRequests();
  waiting = seedWaiting();
  allowances = seedAllowances();
});
