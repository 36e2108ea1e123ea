import { baseApi } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type {
  LeaveAllowanceBody,
  LeaveAllowanceList,
  LeaveBalances,
  LeaveDecisionBody,
  LeaveQuote,
  LeaveQuoteQuery,
  LeaveRequest,
  LeaveRequestBody,
  LeaveRequestCreated,
  LeaveRequestList,
} from '@portal/shared-contracts';

// A decision or a withdrawal also writes time off (an approval books it, an approved cancellation removes it).
const LEAVE_AND_TIME_OFF = [...WRITE_TAGS.leave_requests, ...WRITE_TAGS.time_off];

/** Leave requests, balances and allowances (issue 38): a person's own, those waiting for them, and the admin's allowances. */
export const leaveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaveBalances: build.query<LeaveBalances, { userId: number; year?: number }>({
      query: ({ userId, year }) => ({ url: `/v1/users/${userId}/leave-balances`, params: year === undefined ? {} : { year } }),
      providesTags: READ_TAGS['leave balances'],
    }),
    getMyLeaveRequests: build.query<LeaveRequestList, { year?: number } | void>({
      query: (args) => ({ url: '/v1/leave-requests/mine', params: args?.year === undefined ? {} : { year: args.year } }),
      providesTags: READ_TAGS['leave requests'],
    }),
    getWaitingLeaveRequests: build.query<LeaveRequestList, void>({
      query: () => '/v1/leave-requests/waiting',
      providesTags: READ_TAGS['leave requests'],
    }),
    getLeaveQuote: build.query<LeaveQuote, LeaveQuoteQuery>({
      query: (params) => ({ url: '/v1/leave-requests/quote', params }),
      providesTags: READ_TAGS['leave quote'],
    }),
    requestLeave: build.mutation<LeaveRequestCreated, LeaveRequestBody>({
      query: (body) => ({ url: '/v1/leave-requests', method: 'POST', body }),
      invalidatesTags: WRITE_TAGS.leave_requests,
    }),
    decideLeaveRequest: build.mutation<LeaveRequest, { id: number; body: LeaveDecisionBody }>({
      query: ({ id, body }) => ({ url: `/v1/leave-requests/${id}/decision`, method: 'POST', body }),
      invalidatesTags: LEAVE_AND_TIME_OFF,
    }),
    withdrawLeaveRequest: build.mutation<LeaveRequest, number>({
      query: (id) => ({ url: `/v1/leave-requests/${id}/withdraw`, method: 'POST' }),
      invalidatesTags: WRITE_TAGS.leave_requests,
    }),
    requestLeaveCancellation: build.mutation<LeaveRequest, number>({
      query: (id) => ({ url: `/v1/leave-requests/${id}/cancellation`, method: 'POST' }),
      invalidatesTags: WRITE_TAGS.leave_requests,
    }),
    getLeaveAllowances: build.query<LeaveAllowanceList, void>({
      query: () => '/v1/leave/allowances',
      providesTags: READ_TAGS['leave allowances'],
    }),
    setLeaveAllowance: build.mutation<unknown, LeaveAllowanceBody>({
      query: (body) => ({ url: '/v1/leave/allowances', method: 'PUT', body }),
      invalidatesTags: WRITE_TAGS.leave_allowances,
    }),
  }),
});

export const {
  useGetLeaveBalancesQuery,
  useGetMyLeaveRequestsQuery,
  useGetWaitingLeaveRequestsQuery,
  useGetLeaveQuoteQuery,
  useRequestLeaveMutation,
  useDecideLeaveRequestMutation,
  useWithdrawLeaveRequestMutation,
  useRequestLeaveCancellationMutation,
  useGetLeaveAllowancesQuery,
  useSetLeaveAllowanceMutation,
} = leaveApi;
