import { baseApi } from '@portal/shared-auth';

type MessageResponse = { message: string };

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/v1/users/forgotpassword', method: 'PUT', body }),
    }),
    setPassword: build.mutation<MessageResponse, { recoveryToken: string; password: string }>({
      query: (body) => ({ url: '/v1/users/passwordsetup', method: 'PUT', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useSetPasswordMutation } = passwordApi;
